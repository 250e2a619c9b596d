/**
 * The only script a page loads first. The story is readable from the HTML alone, so the application
 * (React and the page's code) loads once the page itself has loaded, or at once when the reader acts. A
 * click on a control before then is held and given again to the hydrated control.
 */
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary';

let started = false;
let heldClick: Element | null = null;

function hold(event: Event) {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = control;
  start();
}

function start() {
  if (started) return;
  started = true;
  removeEventListener('pointerdown', start, true);
  removeEventListener('keydown', start, true);
  import('./entry-client')
    .then(({ hydrate }) => hydrate())
    .then(() => {
      removeEventListener('click', hold, true);
      const control = heldClick;
      heldClick = null;
      if (control instanceof HTMLElement && control.isConnected) control.click();
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
addEventListener('pointerdown', start, true);
addEventListener('keydown', start, true);
/** After the load event, in a task of its own: the page's images and fonts come first. */
function afterLoad() {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    start();
  };
  channel.port2.postMessage(null);
}

if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });
