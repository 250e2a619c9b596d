/**
 * The only script a page loads first. A reading page (`<html data-start="interaction">`: stories, home, profiles,
 * publications, tags, search) is whole in its HTML, so the application (React and the page's code) loads only when
 * the reader first reaches for a control: a pointer pressed on something other than a link, a key, focus on a field
 * or control, a text selection in the story, a pointer resting on a person's name (their hover card). Any other
 * page starts the application once it has loaded, and so does a reading page that has something to show by itself
 * (a toast, Google one-tap for a signed-out reader).
 *
 * What the reader did before the application took over is given to it again: a click on a control is held and
 * replayed on the hydrated control, a focused field gets its focus and what was typed in it announced, a hover card
 * opens if the pointer still rests on the name. Until then the story counts its view and reading time without the
 * application (./components/Reads/story-page), which takes that over when it starts.
 */
import { startStoryPage } from './components/Reads/story-page';

const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary';
const FIELDS = 'input, textarea, select, [contenteditable]';
const HOVER_CARDS = '[data-hover-card], a.markup-user[data-user-id]';
/** Keys that only move through the page: reading, not reaching for a control. */
const READING_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ']);

const html = document.documentElement;
const state = window.__PRELOADED_STATE__;

/** Off reading pages, and on one with something to show by itself, the application starts once the page has loaded. */
const startsAtLoad =
  html.dataset.start !== 'interaction' ||
  !!state?.navigation.toast ||
  // A link into the page (a private note, a highlight, a response) opens what it points at.
  location.hash.length > 1 ||
  (!!state?.auth.googleClientId && !state.session.isLoggedInCookie && !state.flags.disable_login_google);

let started = false;
let heldClick: Element | null = null;
let hovered: Element | null = null;

const elementOf = (target: EventTarget | null) => (target instanceof Element ? target : null);

function hold(event: Event) {
  const control = elementOf(event.target)?.closest(CONTROLS);
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = control;
  start();
}

function onPointerDown(event: PointerEvent) {
  const target = elementOf(event.target);
  // Following a link is reading: the next page loads as a page.
  if (target?.closest('a[href]') && !target.closest(CONTROLS)) return;
  start();
}

function onKeyDown(event: KeyboardEvent) {
  const target = elementOf(event.target);
  const inField = target?.closest(FIELDS) ?? target?.closest(CONTROLS);
  if (!inField && READING_KEYS.has(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) return;
  start();
}

function onFocusIn(event: FocusEvent) {
  const target = elementOf(event.target);
  if (target?.closest(FIELDS) || target?.closest(CONTROLS)) start();
}

function onSelectionChange() {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed) return;
  const node = selection.anchorNode;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  if (element?.closest('.story__body')) start();
}

function onPointerOver(event: PointerEvent) {
  if (event.pointerType !== 'mouse') return;
  const card = elementOf(event.target)?.closest(HOVER_CARDS);
  if (!card) return;
  hovered = card;
  start();
}

const LISTENERS: [string, (event: never) => void][] = [
  ['pointerdown', onPointerDown],
  ['keydown', onKeyDown],
  ['focusin', onFocusIn],
  ['pointerover', onPointerOver],
];

/** A field the reader was in before the application started: its handlers hear of the focus and of what was typed. */
function replayField(field: Element | null) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const typed = field.value;
  if (typed === field.defaultValue) return;
  // The application's controlled field holds what it rendered: setting its value through the element (which the
  // application watches) and back through the prototype's setter makes the input event carry the change.
  const { selectionStart, selectionEnd } = field;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selectionStart !== null && document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
}

function replay() {
  const control = heldClick;
  heldClick = null;
  if (control instanceof HTMLElement && control.isConnected) {
    control.click();
    return;
  }
  if (!startsAtLoad) replayField(document.activeElement);
  if (hovered?.isConnected && hovered.matches(':hover')) hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
}

function start() {
  if (started) return;
  started = true;
  html.dataset.app = 'starting';
  for (const [type, listener] of LISTENERS) removeEventListener(type, listener as EventListener, true);
  document.removeEventListener('selectionchange', onSelectionChange);
  // The page's own modules load beside the application's, not after it.
  for (const href of document.querySelector<HTMLElement>('script[data-preload]')?.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./entry-client')
    .then(({ hydrate }) => hydrate())
    .then(() => {
      removeEventListener('click', hold, true);
      replay();
    })
    .catch((error: unknown) => {
      removeEventListener('click', hold, true);
      console.error(error);
      document.body.setAttribute('data-start-error', error instanceof Error ? error.message : String(error));
    });
}

// The browser focuses an [autofocus] field only at its next rendering, which a quick writer can beat: keys typed
// before then would go nowhere. This script runs before DOMContentLoaded, so the field has them all.
const autofocus = document.querySelector<HTMLElement>('[autofocus]');
if (autofocus && (!document.activeElement || document.activeElement === document.body)) autofocus.focus();

addEventListener('click', hold, true);
for (const [type, listener] of LISTENERS) addEventListener(type, listener as EventListener, { capture: true, passive: true });
document.addEventListener('selectionchange', onSelectionChange);

/** After the load event, in a task of its own: the page's images and fonts come first. */
function afterLoad(then: () => void) {
  const run = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      then();
    };
    channel.port2.postMessage(null);
  };
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

// `data-app` tells what the page is doing: `at-load`, `waiting` (for the reader), `starting`; then `data-hydrated`.
if (startsAtLoad) {
  html.dataset.app = 'at-load';
  afterLoad(start);
} else {
  html.dataset.app = 'waiting';
  // Once the application runs it counts the page itself.
  afterLoad(() => {
    if (!started) startStoryPage(state?.session.xsrf ?? null);
  });
}
