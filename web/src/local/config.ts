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
  /** Seed of the dice: local play draws chance from a seeded generator. */
  readonly seed: string;
  /** Seconds per decision for people (0: untimed); when it runs out a bot decides for them. */
  readonly turnSeconds: number;
}

export function configToSearch(config: LocalConfig): string {
  const p = new URLSearchParams();
  p.set('seats', config.seats.map((s) => `${s.kind}:${s.name}`).join(','));
  p.set('seed', config.seed);
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
  return {
    game,
    seats,
    options,
    seed: p.get('seed') ?? randomSeed(),
    turnSeconds: Number.isFinite(time) && time > 0 ? time : 0,
  };
}

/** A fresh seed from the browser's cryptographic generator: nobody can predict local dice. */
export function randomSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
