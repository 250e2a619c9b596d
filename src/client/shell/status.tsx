import { createContext, useContext } from 'react';

/** Lets a page set the HTTP status of the server-rendered response (404, 410…). A no-op in the browser. */
export class StatusRecorder {
  status = 200;
}

const StatusContext = createContext<StatusRecorder | null>(null);
export const StatusProvider = StatusContext.Provider;

export function useHttpStatus(status: number) {
  const recorder = useContext(StatusContext);
  if (recorder) recorder.status = status;
}
