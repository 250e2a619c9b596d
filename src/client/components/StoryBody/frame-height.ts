import { useEffect, useState, type RefObject } from 'react';
import { EMBED_MEASURE_MESSAGE, resizeMessageHeight } from '../../../shared/embeds';

/**
 * The height an embedded frame last asked for (spec 1: "Embedded frames receive resize messages that set
 * their height"), or null until it has. Only our own frame pages are listened to: same origin, and the
 * message must come from this very iframe's window.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || event.origin !== window.location.origin) return;
      const next = resizeMessageHeight(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    // A frame that loaded before this listener existed reports again when asked.
    frame.current?.contentWindow?.postMessage({ type: EMBED_MEASURE_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}

/**
 * The same for a story body the page kept as the server rendered it: each of our embed frames inside
 * `root` gets the height it asks for. Returns how to stop listening.
 */
export function watchFrameHeights(root: HTMLElement): () => void {
  const frames = () => [...root.querySelectorAll<HTMLIFrameElement>('iframe[data-embed-id]')];
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const frame = frames().find((f) => f.contentWindow !== null && f.contentWindow === event.source);
    const next = frame ? resizeMessageHeight(event.data) : null;
    const box = frame?.parentElement;
    if (next === null || !box) return;
    box.style.aspectRatio = '';
    box.style.height = `${next}px`;
  };
  window.addEventListener('message', onMessage);
  for (const frame of frames()) frame.contentWindow?.postMessage({ type: EMBED_MEASURE_MESSAGE }, window.location.origin);
  return () => window.removeEventListener('message', onMessage);
}
