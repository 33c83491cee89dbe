/** Delivers raw payloads of one PostgreSQL channel to `onPayload`; `unlisten` stops it. */
export type Listener = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  unlisten(channel: string): Promise<void>;
  close(): Promise<void>;
};
