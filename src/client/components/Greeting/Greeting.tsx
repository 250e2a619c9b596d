import { useSyncExternalStore } from 'react';
import { greeting } from '../../../shared/format/dates';
import './Greeting.css';

const HOUR_MS = 3_600_000;

/** The reader's local hour, checked again every few minutes so a page left open greets the next part of the day. */
function subscribeToHour(onChange: () => void): () => void {
  const id = setInterval(onChange, HOUR_MS / 12);
  return () => clearInterval(id);
}
const localHour = () => new Date().getHours();
/** The server cannot know the reader's hour: it renders the neutral heading, and so does hydration. */
const noHourOnServer = () => null;

/** What the heading says: 'Good morning, Ada' once the local hour is known, else the neutral 'Welcome, Ada'. */
export function greetingText(name: string, hour: number | null): string {
  const first = name.trim().split(/\s+/)[0] || name;
  return hour === null ? `Welcome, ${first}` : `${greeting(hour)}, ${first}`;
}

/**
 * The signed-in home page's heading (spec 1 §5, §9). The HTML carries the neutral text (what a reader
 * without JavaScript keeps); once the page is hydrated the greeting for the reader's local hour fades in
 * over 300 ms. The neutral text keeps the heading's place meanwhile without showing, so it does not flash.
 */
export function Greeting({ name }: { name: string }) {
  const hour = useSyncExternalStore(subscribeToHour, localHour, noHourOnServer);
  return (
    <h1 className="greeting">
      {hour === null ? (
        <span className="greeting__text greeting__text--neutral">{greetingText(name, null)}</span>
      ) : (
        <span key="local" className="greeting__text greeting__text--local">
          {greetingText(name, hour)}
        </span>
      )}
    </h1>
  );
}
