/**
 * The pack editor's form, read off the pack's own zod schema (src/games/aquasphere/pack.ts), so
 * that the form follows the schema and never the values: a field added or a range changed there
 * shows here without an edit. The form holds what the inputs hold (text for numbers and words,
 * true/false for ticks); `fromForm` makes it a pack candidate for the rules' own validation,
 * which names a wrong field exactly as for a loaded file.
 *
 * Pure, and free of the schema's module: the schema comes in at run time from the board chunk,
 * so this editor's chunk shares no module with the board's (the board chunk keeps its size).
 */

/** What the form knows of one schema node. */
export type Spec =
  | { readonly kind: 'object'; readonly fields: readonly (readonly [string, Spec])[] }
  | {
      readonly kind: 'array';
      readonly item: Spec;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: 'record'; readonly value: Spec }
  | { readonly kind: 'union'; readonly variants: readonly Spec[] }
  | { readonly kind: 'int'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'text'; readonly min: number; readonly max: number }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  | { readonly kind: 'fixed'; readonly value: unknown }
  | { readonly kind: 'tick' }
  | { readonly kind: 'nullable'; readonly inner: Spec };

/** The part of a zod (mini) schema node the form reads: its definition. */
interface ZodNode {
  readonly _zod: { readonly def: Record<string, unknown> & { readonly type: string } };
}
interface CheckDef {
  readonly check: string;
  readonly value?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
}

function checksOf(def: Record<string, unknown>): CheckDef[] {
  const checks = (def.checks ?? []) as readonly ZodNode[];
  return checks.map((c) => c._zod.def as unknown as CheckDef);
}

/** Length limits of an array or a string, from its checks. */
function lengths(def: Record<string, unknown>, max: number): { min: number; max: number } {
  let range = { min: 0, max };
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') range = { ...range, min: c.minimum ?? 0 };
    if (c.check === 'max_length') range = { ...range, max: c.maximum ?? max };
    if (c.check === 'length_equals') range = { min: c.length ?? 0, max: c.length ?? max };
  }
  return range;
}

/** The form's view of a schema (zod/mini's definitions: object, array, number, enum, ...). */
export function describe(schema: unknown): Spec {
  const def = (schema as ZodNode)._zod.def;
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.entries(def.shape as Record<string, unknown>).map(
          ([k, v]) => [k, describe(v)] as const,
        ),
      };
    case 'array':
      return { kind: 'array', item: describe(def.element), ...lengths(def, 1000) };
    case 'record':
      return { kind: 'record', value: describe(def.valueType) };
    case 'union':
      return { kind: 'union', variants: (def.options as unknown[]).map(describe) };
    case 'number': {
      let spec: { kind: 'int'; min?: number; max?: number } = { kind: 'int' };
      for (const c of checksOf(def)) {
        if (c.check === 'greater_than') spec = { ...spec, min: c.value };
        if (c.check === 'less_than') spec = { ...spec, max: c.value };
      }
      return spec;
    }
    case 'string':
      return { kind: 'text', ...lengths(def, 10_000) };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { kind: 'fixed', value: (def.values as unknown[])[0] };
    case 'boolean':
      return { kind: 'tick' };
    case 'nullable':
      return { kind: 'nullable', inner: describe(def.innerType) };
    default:
      throw new Error(`pack form: no input for a schema of type ${def.type}`);
  }
}

/** What the inputs hold: text, ticks, and the pack's shape around them. */
export type Form = string | boolean | null | readonly Form[] | { readonly [key: string]: Form };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The variant of a union a value is in: the one whose fields are exactly the value's keys. */
export function variantOf(spec: Spec & { kind: 'union' }, value: unknown): number {
  if (!isObject(value)) return 0;
  const keys = Object.keys(value).sort().join();
  const found = spec.variants.findIndex(
    (v) =>
      v.kind === 'object' &&
      v.fields
        .map(([k]) => k)
        .sort()
        .join() === keys &&
      v.fields.every(
        ([k, f]) => f.kind !== 'fixed' || value[k] === undefined || f.value === value[k],
      ),
  );
  return Math.max(0, found);
}

/** A pack (or any value of the schema) as the form shows it. */
export function toForm(spec: Spec, value: unknown): Form {
  switch (spec.kind) {
    case 'object':
      return Object.fromEntries(
        spec.fields.map(([k, f]) => [k, toForm(f, isObject(value) ? value[k] : undefined)]),
      );
    case 'array':
      return Array.isArray(value) ? value.map((v) => toForm(spec.item, v)) : [];
    case 'record':
      return isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toForm(spec.value, v)]))
        : {};
    case 'union':
      return toForm(spec.variants[variantOf(spec, value)]!, value);
    case 'tick':
      return value === true;
    case 'fixed':
      return null;
    case 'nullable':
      return value === null ? '' : toForm(spec.inner, value);
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/**
 * Text typed for a whole number: the number, or the text itself when it is not one (so that the
 * validation says "wrong kind of value" for that field), or nothing when empty ("missing").
 */
export function intOf(text: string): number | string | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  return /^[-−]?\d{1,15}$/.test(s) ? Number(s.replace('−', '-')) : s;
}

/** The pack candidate the form stands for, to be validated as a loaded file is. */
export function fromForm(spec: Spec, form: Form): unknown {
  switch (spec.kind) {
    case 'object': {
      const f = isObject(form) ? (form as Record<string, Form>) : {};
      return Object.fromEntries(spec.fields.map(([k, s]) => [k, fromForm(s, f[k] ?? null)]));
    }
    case 'array':
      return Array.isArray(form) ? form.map((v: Form) => fromForm(spec.item, v)) : [];
    case 'record':
      return isObject(form)
        ? Object.fromEntries(
            Object.entries(form as Record<string, Form>).map(([k, v]) => [
              k,
              fromForm(spec.value, v),
            ]),
          )
        : {};
    case 'union':
      return fromForm(spec.variants[unionFormVariant(spec, form)]!, form);
    case 'int':
      return intOf(String(form ?? ''));
    case 'tick':
      return form === true;
    case 'fixed':
      return spec.value;
    case 'nullable':
      return form === '' || form === null ? null : fromForm(spec.inner, form);
    default:
      return String(form ?? '');
  }
}

/**
 * A union's variant in the form: the one whose fields are the form's (the pack's unions differ by
 * their fields: a trigger's `room` or `colour`, an effect's `gain` or `kpPer`).
 */
function unionFormVariant(spec: Spec & { kind: 'union' }, form: Form): number {
  return variantOf(
    spec,
    isObject(form) ? Object.fromEntries(Object.keys(form).map((k) => [k, undefined])) : form,
  );
}

/** A value for a new entry or a variant just chosen: the least the schema allows. */
export function blank(spec: Spec): unknown {
  switch (spec.kind) {
    case 'object':
      return Object.fromEntries(spec.fields.map(([k, f]) => [k, blank(f)]));
    case 'array':
      return Array.from({ length: spec.min }, () => blank(spec.item));
    case 'record':
      return {};
    case 'union':
      return blank(spec.variants[0]!);
    case 'int':
      return Math.max(spec.min ?? 0, Math.min(0, spec.max ?? 0));
    case 'text':
      return '?'.repeat(spec.min);
    case 'choice':
      return spec.options[0];
    case 'fixed':
      return spec.value;
    case 'tick':
      return false;
    case 'nullable':
      return null;
  }
}

export type Path = readonly (string | number)[];

/** The form with one place changed (the rest shared, so that untouched inputs stay as they are). */
export function setAt(form: Form, path: Path, next: Form): Form {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(form)) {
    const copy = [...(form as Form[])];
    copy[head as number] = setAt(copy[head as number] ?? null, rest, next);
    return copy;
  }
  const obj = (isObject(form) ? form : {}) as Record<string, Form>;
  return { ...obj, [head!]: setAt(obj[head!] ?? null, rest, next) };
}

/** The form's place at a path (null past its end). */
export function getAt(form: Form, path: Path): Form {
  let here: Form = form;
  for (const p of path) {
    if (here === null || typeof here !== 'object') return null;
    here = (here as Record<string | number, Form>)[p] ?? null;
  }
  return here;
}

/** A path as the validation names a field: `sectors[2].lockCost` (the DOM ids follow it). */
export function fieldName(path: Path): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
