/** A seat of a table: a person (on this screen, or online) or a bot by name. */
export interface SeatConfig {
  readonly name: string;
  /** 'human' or a bot's name, e.g. 'expert'. */
  readonly kind: string;
}

/** Everything that defines a local table; it travels in the page's URL, so a link reopens it. */
export interface LocalConfig {
  readonly game: string;
  readonly seats: readonly SeatConfig[];
  readonly options: unknown;
  /**
   * Names the table in its URL and in this tab's storage (a reload resumes it). Not the seed:
   * anyone at the screen can read the address bar, and a seed there would tell the dice to come.
   */
  readonly table: string;
  /** Seed of the dice: local play draws chance from a seeded generator. Kept in this tab's
   * session storage, never in the URL, unless the link itself chose it (`seed=`: tests and
   * puzzles, predictable by design). */
  readonly seed: string;
  /** Whether the URL chose the seed. */
  readonly seedInLink?: boolean;
  /** Seconds per decision for people (0: untimed); when it runs out a bot decides for them. */
  readonly turnSeconds: number;
}

export function configToSearch(config: LocalConfig): string {
  const p = new URLSearchParams();
  p.set('seats', config.seats.map((s) => `${s.kind}:${s.name}`).join(','));
  if (config.seedInLink) p.set('seed', config.seed);
  else p.set('table', config.table);
  if (config.turnSeconds > 0) p.set('time', String(config.turnSeconds));
  if (config.options !== undefined) p.set('options', JSON.stringify(config.options));
  return p.toString();
}

/** Reads a table from a URL; missing parts take defaults, so a hand-written link works too. */
export function configFromSearch(game: string, search: string): LocalConfig {
  const p = new URLSearchParams(search);
  const seats = (p.get('seats') ?? 'human:1,expert:2')
    .split(',')
    .filter((s) => s.length > 0)
    .map((s): SeatConfig => {
      const [kind = 'human', ...name] = s.split(':');
      return { kind, name: name.join(':') || kind };
    });
  let options: unknown = undefined;
  const raw = p.get('options');
  if (raw) {
    try {
      options = JSON.parse(raw);
    } catch {
      options = null;
    }
  }
  const time = Number(p.get('time') ?? 0);
  const linkSeed = p.get('seed');
  const table = p.get('table') ?? (linkSeed === null ? randomSeed() : `seed-${linkSeed}`);
  return {
    game,
    seats,
    options,
    table,
    seed: linkSeed ?? secretSeed(table),
    seedInLink: linkSeed !== null,
    turnSeconds: Number.isFinite(time) && time > 0 ? time : 0,
  };
}

/** The table's seed, drawn once and kept in this tab's session storage (a reload keeps it). */
function secretSeed(table: string): string {
  const key = `fathom.seed.${table}`;
  try {
    const kept = sessionStorage.getItem(key);
    if (kept) return kept;
    const seed = randomSeed();
    sessionStorage.setItem(key, seed);
    return seed;
  } catch {
    // No storage: the dice stay unpredictable, only a reload will not resume the table.
    return randomSeed();
  }
}

/** A fresh seed from the browser's cryptographic generator: nobody can predict local dice. */
export function randomSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
