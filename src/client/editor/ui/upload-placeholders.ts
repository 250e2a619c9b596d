import { Plugin, PluginKey } from 'prosemirror-state';
import type { EditorState, Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** An image on its way to the server: where it will go and how to show it meanwhile. */
export interface PendingUpload {
  id: string;
  pos: number;
  previewUrl: string | null;
  name: string;
}

type UploadMeta = { add: PendingUpload } | { remove: string };

export const uploadPlaceholdersKey = new PluginKey<DecorationSet>('uploadPlaceholders');

/** Progress bars by upload id, updated in place (no transaction per progress event). */
const progressBars = new Map<string, HTMLElement>();

function placeholderDOM(upload: PendingUpload): HTMLElement {
  const figure = document.createElement('figure');
  figure.className = 'upload-placeholder';
  figure.setAttribute('contenteditable', 'false');
  figure.setAttribute('aria-label', `Uploading ${upload.name}`);
  if (upload.previewUrl) {
    const img = document.createElement('img');
    img.src = upload.previewUrl;
    img.alt = '';
    figure.append(img);
  }
  const bar = document.createElement('div');
  bar.className = 'upload-placeholder__bar';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', `Uploading ${upload.name}`);
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  bar.setAttribute('aria-valuenow', '0');
  const fill = document.createElement('span');
  fill.className = 'upload-placeholder__fill';
  bar.append(fill);
  figure.append(bar);
  progressBars.set(upload.id, bar);
  return figure;
}

/** Shows each upload in progress where its image will appear, following the text as it changes. */
export function uploadPlaceholdersPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: uploadPlaceholdersKey,
    state: {
      init: () => DecorationSet.empty,
      apply(tr, set) {
        let next = set.map(tr.mapping, tr.doc);
        const meta = tr.getMeta(uploadPlaceholdersKey) as UploadMeta | undefined;
        if (meta && 'add' in meta) {
          const upload = meta.add;
          next = next.add(tr.doc, [Decoration.widget(upload.pos, () => placeholderDOM(upload), { id: upload.id, key: `upload-${upload.id}`, side: -1 })]);
        } else if (meta && 'remove' in meta) {
          next = next.remove(next.find(undefined, undefined, (spec) => spec.id === meta.remove));
          progressBars.delete(meta.remove);
        }
        return next;
      },
    },
    props: {
      decorations: (state) => uploadPlaceholdersKey.getState(state),
    },
  });
}

export function addUploadPlaceholder(tr: Transaction, upload: PendingUpload): Transaction {
  return tr.setMeta(uploadPlaceholdersKey, { add: upload } satisfies UploadMeta).setMeta('addToHistory', false);
}

/** Takes the placeholder away; `keepInHistory` when the same transaction places the image (so undo removes it). */
export function removeUploadPlaceholder(tr: Transaction, id: string, keepInHistory = false): Transaction {
  tr.setMeta(uploadPlaceholdersKey, { remove: id } satisfies UploadMeta);
  return keepInHistory ? tr : tr.setMeta('addToHistory', false);
}

/** Where the upload's placeholder is now, or null once its place is gone. */
export function uploadPosition(state: EditorState, id: string): number | null {
  const found = uploadPlaceholdersKey.getState(state)?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.[0]?.from ?? null;
}

export function setUploadProgress(id: string, fraction: number) {
  const bar = progressBars.get(id);
  if (!bar) return;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  bar.setAttribute('aria-valuenow', String(percent));
  const fill = bar.firstElementChild;
  if (fill instanceof HTMLElement) fill.style.width = `${percent}%`;
}
