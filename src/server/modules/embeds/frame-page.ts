import { createHash } from 'node:crypto';
import { EMBED_MEASURE_MESSAGE, EMBED_PERMISSIONS, EMBED_RESIZE_MESSAGE } from '../../../shared/embeds';
import { escapeHtml } from '../../../shared/format/html';
import { PROVIDER_POLICIES, type ProviderName } from './providers';

export interface FrameResource {
  id: string;
  provider: ProviderName;
  embedUrl: string;
  width: number;
  height: number;
  title: string | null;
}

/** What a `script` provider's sandboxed document posts to the frame page when its content changes height. */
const CONTENT_HEIGHT_MESSAGE = 'quire:embed-content-height';

/** Posts the page's height to the story whenever it changes (and when asked); sizes sandboxed content to its height. */
const FRAME_SCRIPT = `(function () {
  var id = document.body.getAttribute('data-embed-id');
  var last = -1;
  function report() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: '${EMBED_RESIZE_MESSAGE}', id: id, height: height }, location.origin);
  }
  var content = document.querySelector('iframe[data-content]');
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data) return;
    if (event.source === parent && event.origin === location.origin && data.type === '${EMBED_MEASURE_MESSAGE}') {
      last = -1;
      report();
    } else if (content && event.source === content.contentWindow && data.type === '${CONTENT_HEIGHT_MESSAGE}') {
      var height = Math.ceil(Number(data.height));
      if (height > 0 && height < 8000) content.style.height = height + 'px';
    }
  });
  if (window.ResizeObserver) new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener('load', report);
  report();
})();`;

/** Runs inside the sandboxed document of a `script` provider (an opaque origin), next to the provider's script. */
const CONTENT_SCRIPT = `(function () {
  function report() {
    parent.postMessage({ type: '${CONTENT_HEIGHT_MESSAGE}', height: document.documentElement.getBoundingClientRect().height }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener('load', report);
  report();
})();`;

const CONTENT_STYLE = 'body{margin:0}';

const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';
const CONTENT_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function frameStyle(resource: FrameResource): string {
  const sizing = PROVIDER_POLICIES[resource.provider].sizing;
  const box =
    sizing === 'ratio'
      ? `aspect-ratio:${resource.width}/${resource.height}`
      : sizing === 'fixed'
        ? `height:${resource.height}px`
        : 'min-height:0';
  return [
    'html,body{margin:0;padding:0;background:transparent;overflow:hidden}',
    `.frame{position:relative;width:100%;${box}}`,
    '.frame iframe{display:block;width:100%;border:0}',
    sizing === 'content' ? `.frame iframe{height:${resource.height}px}` : '.frame iframe{position:absolute;inset:0;height:100%}',
  ].join('');
}

function contentDocument(resource: FrameResource): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">' +
    `<style>${CONTENT_STYLE}</style></head><body>` +
    `<script src="${escapeHtml(resource.embedUrl)}"></script><script>${CONTENT_SCRIPT}</script>` +
    '</body></html>'
  );
}

function innerFrame(resource: FrameResource, title: string): string {
  if (PROVIDER_POLICIES[resource.provider].kind === 'script') {
    return `<iframe data-content title="${escapeHtml(title)}" sandbox="${CONTENT_SANDBOX}" srcdoc="${escapeHtml(contentDocument(resource))}"></iframe>`;
  }
  return (
    `<iframe src="${escapeHtml(resource.embedUrl)}" title="${escapeHtml(title)}" sandbox="${PLAYER_SANDBOX}" ` +
    `allow="${EMBED_PERMISSIONS}" referrerpolicy="strict-origin-when-cross-origin"></iframe>`
  );
}

/**
 * The frame page for one media resource, with a policy that lets in its provider's origin and nothing
 * else. A `script` provider's document inherits this policy, so its script and styles are named here too.
 */
export function renderFramePage(resource: FrameResource): { html: string; csp: string } {
  const policy = PROVIDER_POLICIES[resource.provider];
  const title = resource.title || 'Embedded content';
  const style = frameStyle(resource);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body data-embed-id="${escapeHtml(resource.id)}">
<div class="frame">${innerFrame(resource, title)}</div>
<script>${FRAME_SCRIPT}</script>
</body>
</html>`;
  const scripting = policy.kind === 'script';
  const csp = [
    "default-src 'none'",
    `script-src ${[sha256(FRAME_SCRIPT), ...(scripting ? [sha256(CONTENT_SCRIPT), ...policy.scriptSrc] : [])].join(' ')}`,
    `style-src ${[sha256(style), ...(scripting ? [sha256(CONTENT_STYLE), ...policy.styleSrc] : [])].join(' ')}`,
    ...(scripting ? ['img-src https: data:'] : []),
    ...(policy.frameSrc.length > 0 ? [`frame-src ${policy.frameSrc.join(' ')}`] : []),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
  return { html, csp };
}
