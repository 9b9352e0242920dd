import { resolve } from 'node:path';
import { DriftLog, type OnDrift } from './drift';
import { chainFronts, type ApiFront } from './exchange';
import { readRecording, recordFront, Recorder, RecordingError, replayFront } from './har';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, upstreamFront } from './proxy';

/** The server's upstream, record and replay modes as MOCK_* variables set them (mock-server/README.md, "Upstream: proxy, check, record and replay"). */
export interface UpstreamMode {
  /** For BuildOptions.apiFront; undefined when no variable is set. */
  apiFront: ApiFront | undefined;
  /** One line per mode in force, printed at start. */
  banner: string[];
  /** At shutdown: writes the recording and prints the drift summary. */
  close(): void;
}

export class UpstreamConfigError extends Error {}

/** MOCK_UPSTREAM as a base URL without a trailing slash; throws naming the variable. */
export function upstreamBase(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UpstreamConfigError(`MOCK_UPSTREAM must be an http(s) URL such as https://api.example.com (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UpstreamConfigError('MOCK_UPSTREAM must be an http(s) URL');
  if (url.username || url.password || url.search || url.hash)
    throw new UpstreamConfigError('MOCK_UPSTREAM takes no credentials, query or fragment: the token travels in each request');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** MOCK_UPSTREAM_TIMEOUT_MS in ms (default DEFAULT_UPSTREAM_TIMEOUT_MS); throws naming the variable. */
export function upstreamTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_UPSTREAM_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1 || ms > 600_000)
    throw new UpstreamConfigError(`MOCK_UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds, 1..600000 (got "${value}")`);
  return ms;
}

/**
 * Reads MOCK_UPSTREAM (+ MOCK_UPSTREAM_TIMEOUT_MS), MOCK_RECORD and MOCK_REPLAY. `write` takes the drift lines and
 * the summary (stderr); `onDrift`, when given, is called as well as the log (a request journal's annotation: see
 * drift.ts, OnDrift). A variable that cannot be used throws {@link UpstreamConfigError} with one line to print.
 */
export function upstreamMode(
  env: Readonly<Record<string, string | undefined>>,
  write: (line: string) => void,
  onDrift?: OnDrift,
): UpstreamMode {
  const upstream = env.MOCK_UPSTREAM || undefined;
  const record = env.MOCK_RECORD || undefined;
  const replay = env.MOCK_REPLAY || undefined;
  if (upstream && replay)
    throw new UpstreamConfigError('MOCK_UPSTREAM and MOCK_REPLAY exclude each other: replay serves a recording offline');
  const fronts: ApiFront[] = [];
  const banner: string[] = [];
  const closers: (() => void)[] = [];
  if (record && replay && resolve(record) === resolve(replay))
    throw new UpstreamConfigError('MOCK_RECORD and MOCK_REPLAY name the same file: record to another one');

  // Everything is checked and the recording to replay read before anything writes (MOCK_RECORD replaces its file).
  if (upstream) upstreamBase(upstream);
  const timeoutMs = upstreamTimeout(env.MOCK_UPSTREAM_TIMEOUT_MS);
  let replaying: ApiFront | null = null;
  if (replay) {
    let entries;
    try {
      entries = readRecording(replay);
    } catch (error) {
      if (error instanceof RecordingError) throw new UpstreamConfigError(error.message);
      throw error;
    }
    replaying = replayFront(entries);
    banner.push(`Replaying ${entries.length} recorded /api exchanges from ${replay}; the rest answered by the mock`);
  }

  if (record) {
    const recorder = new Recorder(record);
    try {
      recorder.flush();
    } catch (error) {
      throw new UpstreamConfigError(`MOCK_RECORD: cannot write ${record} (${error instanceof Error ? error.message : String(error)})`);
    }
    fronts.push(recordFront(recorder));
    banner.push(`Recording /api exchanges (redacted, HAR 1.2) to ${record}`);
    closers.push(() => {
      recorder.flush();
      write(`[mock] recorded ${recorder.size} exchanges to ${record}`);
    });
  }

  if (upstream) {
    const url = upstreamBase(upstream);
    const log = new DriftLog(write);
    fronts.push(
      upstreamFront({
        url,
        timeoutMs,
        onChecked: () => log.checked(),
        onDrift: (drifts, info) => {
          log.report(drifts);
          onDrift?.(drifts, info);
        },
      }),
    );
    banner.push(`Forwarding /api to ${url} (deadline ${timeoutMs} ms), checking each exchange against the contract`);
    closers.push(() => {
      for (const line of log.summary()) write(`[mock] upstream: ${line}`);
    });
  }
  if (replaying) fronts.push(replaying);
  return {
    apiFront: chainFronts(fronts),
    banner,
    close: () => {
      for (const close of closers) close();
    },
  };
}
