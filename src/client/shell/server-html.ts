/**
 * Parts of a page that the server rendered and the browser keeps as they are (the story's text): their
 * HTML is in the page once, not again in the state the browser starts from, and React adopts it instead of
 * rendering it again.
 */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

const captured = new Map<string, string>();

/** Reads the server-rendered parts before hydration begins. */
export function captureServerHtml(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${SERVER_HTML_ATTRIBUTE}]`)) {
    const name = element.getAttribute(SERVER_HTML_ATTRIBUTE);
    if (name) captured.set(name, element.innerHTML);
  }
}

/** The captured HTML of a part, or null (on the server, or for a part this page did not render). */
export function serverHtml(name: string): string | null {
  return captured.get(name) ?? null;
}

export function forgetServerHtml(name: string): void {
  captured.delete(name);
}
