/**
 * Launch markers: a value that is not the business's real one yet says so
 * where it is defined, with what is missing and where a visitor sees it.
 * `npm run check:launch` lists them and a `LAUNCH=1` build refuses to finish
 * while any is left (src/plugins/launch). Pure, so the browser may import it.
 */

/**
 * `placeholder`: a stand-in for a fact the business supplies (a URL, a number). `illustrative`: invented
 * content shown as an example. `review`: text written for the site that a professional must approve
 * before it is published (the legal pages, by counsel).
 */
export type PendingStatus = 'placeholder' | 'illustrative' | 'review';

export type LaunchNote = {
  /** What the real value is, for whoever fills it in. */
  why: string;
  /** Where a visitor sees it. */
  shows: string;
};

/** A configuration value wrapped with its marker; `settle` unwraps it for the site. */
export type Marked<T> = LaunchNote & {status: 'placeholder'; value: T};

/**
 * The status of a whole data module (its list of people, companies or quotes).
 * Flip `status` to `'final'` once the content is real.
 */
export type ContentStatus = LaunchNote & {
  /** What the module holds, e.g. "Client logos". */
  what: string;
  status: PendingStatus | 'final';
};

export function placeholder<T>(value: T, note: LaunchNote): Marked<T> {
  return {status: 'placeholder', value, ...note};
}

function isMarked(value: unknown): value is Marked<unknown> {
  return typeof value === 'object' && value !== null && (value as Marked<unknown>).status === 'placeholder' && 'value' in value;
}

/** `T` with every marker replaced by its value. */
export type Settled<T> =
  T extends Marked<infer V> ? V : T extends readonly unknown[] ? T : T extends object ? {readonly [K in keyof T]: Settled<T[K]>} : T;

/** The values the site uses: every marker in `source` replaced by the value it carries. */
export function settle<T>(source: T): Settled<T> {
  if (isMarked(source)) {
    return source.value as Settled<T>;
  }
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    return source as Settled<T>;
  }
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, settle(value)])) as Settled<T>;
}

export type LaunchItem = LaunchNote & {
  status: PendingStatus;
  /** The configuration key (`privacy.contactEmail`) or what a data module holds. */
  name: string;
  /** The file that defines it, relative to the site's root. */
  file: string;
};

function isContentStatus(value: unknown): value is ContentStatus {
  return typeof value === 'object' && value !== null && typeof (value as ContentStatus).what === 'string' && 'status' in value;
}

function itemsIn(value: unknown, file: string, path: readonly string[]): LaunchItem[] {
  if (isMarked(value)) {
    const {why, shows} = value;
    return [{status: 'placeholder', name: path.join('.'), file, why, shows}];
  }
  if (isContentStatus(value)) {
    const {status, what, why, shows} = value;
    return status === 'final' ? [] : [{status, name: what, file, why, shows}];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [];
  }
  return Object.entries(value).flatMap(([key, child]) => itemsIn(child, file, [...path, key]));
}

/**
 * Every pending marker among a module's exports: placeholders inside an
 * exported object (named by their key path inside it) and data-module
 * statuses that are not `final`.
 */
export function pendingItems(file: string, exports: Record<string, unknown>): LaunchItem[] {
  return Object.values(exports).flatMap((value) => itemsIn(value, file, []));
}

export type LaunchReport = {ready: boolean; text: string};

/** The list a person works through before launch; `ready` once it is empty. */
export function launchReport(items: readonly LaunchItem[]): LaunchReport {
  if (items.length === 0) {
    return {ready: true, text: 'Ready to launch: no placeholder or illustrative content is left.'};
  }
  const lines = items.map(({status, name, file, why, shows}) => [`- ${name} (${status}, ${file})`, `    what it is: ${why}`, `    shows on:   ${shows}`].join('\n'));
  const count = items.length === 1 ? '1 item is' : `${items.length} items are`;
  return {
    ready: false,
    text: [
      `Not ready to launch: ${count} still a placeholder, illustrative or awaiting review.`,
      ...lines,
      'Replace each value (or the content, then set its status to "final") where it is defined; README "Before going live".',
    ].join('\n'),
  };
}

/**
 * Why a build must stop, or null: only a launch build (`LAUNCH=1`) with
 * something pending stops. `items` is only asked for in a launch build.
 */
export function launchBuildRefusal(env: {LAUNCH?: string}, items: () => readonly LaunchItem[]): string | null {
  if (env.LAUNCH !== '1') {
    return null;
  }
  const report = launchReport(items());
  return report.ready ? null : `LAUNCH=1: this build would publish placeholders.\n${report.text}`;
}
