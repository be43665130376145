/**
 * A metric's options, declared once: one config object per metric names every option with its type, default,
 * bounds and help text. Everything else is derived from it — the options' TypeScript type (`OptionsOf`), the
 * defaults object (`configDefaults`), and the option list (`configSpecs`) from which `gecval score -O` and
 * `score --list`, MAEGE, meta-evaluation and the report parse and check `key=value` settings (metric-entry.ts's
 * `resolveOptions`). The signature is written by each metric from its typed options (it names fields as the
 * original tools do).
 *
 *   export const FOO_CONFIG = defineConfig({
 *     order: { type: 'integer', default: 4, min: 1, max: 10, description: 'maximum n-gram order' },
 *     mode: { type: 'choice', choices: ['a', 'b'], default: 'a', description: 'what a and b mean' },
 *   });
 *   export type FooOptions = OptionsOf<typeof FOO_CONFIG>;   // { readonly order: number; readonly mode: 'a' | 'b' }
 *
 * This module imports nothing: the registry loads every metric's config at start-up.
 */

interface OptionBase {
  /** The help text (`gecval score --list`, `--list --json`). */
  readonly description: string;
}

export interface IntegerOptionConfig extends OptionBase {
  readonly type: 'integer';
  readonly default: number;
  readonly min?: number;
  readonly max?: number;
}

export interface NumberOptionConfig extends OptionBase {
  readonly type: 'number';
  readonly default: number;
  readonly min?: number;
  readonly max?: number;
}

export interface BooleanOptionConfig extends OptionBase {
  readonly type: 'boolean';
  readonly default: boolean;
}

export interface StringOptionConfig extends OptionBase {
  readonly type: 'string';
  readonly default: string;
}

export interface ChoiceOptionConfig<Choice extends string = string> extends OptionBase {
  readonly type: 'choice';
  readonly choices: readonly Choice[];
  readonly default: Choice;
}

export type OptionConfig = IntegerOptionConfig | NumberOptionConfig | BooleanOptionConfig | StringOptionConfig | ChoiceOptionConfig;

/** A metric's options: option key → its declaration, in the order `score --list` shows them. */
export type MetricConfig = Readonly<Record<string, OptionConfig>>;

/** The value type one declaration stands for: its choices, a boolean, a string or a number. */
export type OptionValueOf<O> = O extends { readonly type: 'choice'; readonly choices: readonly (infer Choice)[] }
  ? Choice
  : O extends { readonly type: 'boolean' }
    ? boolean
    : O extends { readonly type: 'string' }
      ? string
      : number;

/** The typed options object a config describes (what the metric's code receives, defaults filled in). */
export type OptionsOf<Config extends MetricConfig> = { readonly [Key in keyof Config]: OptionValueOf<Config[Key]> };

/** One option as `score -O` parses it and `score --list` prints it (derived from a config by `configSpecs`). */
export interface OptionSpec {
  readonly key: string;
  readonly type: 'integer' | 'number' | 'boolean' | 'choice' | 'string';
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly description: string;
}

/** Declares a config; `const` keeps each choice list's literal types, so `OptionsOf` gives unions of the choices. */
export function defineConfig<const Config extends MetricConfig>(config: Config): Config {
  for (const [key, option] of Object.entries(config)) {
    if (option.type === 'choice' && !option.choices.includes(option.default)) throw new Error(`option ${key}: default '${option.default}' is not one of its choices`);
  }
  return config;
}

/** The defaults object of a config, in its declaration order. */
export function configDefaults<Config extends MetricConfig>(config: Config): OptionsOf<Config> {
  return Object.fromEntries(Object.entries(config).map(([key, option]) => [key, option.default])) as OptionsOf<Config>;
}

/** The option list of a config, in its declaration order (`key`, `type`, then `choices`/`min`/`max` where given, `description`). */
export function configSpecs(config: MetricConfig): OptionSpec[] {
  return Object.entries(config).map(([key, option]) => ({
    key,
    type: option.type,
    ...(option.type === 'choice' ? { choices: option.choices } : {}),
    ...((option.type === 'integer' || option.type === 'number') && option.min !== undefined ? { min: option.min } : {}),
    ...((option.type === 'integer' || option.type === 'number') && option.max !== undefined ? { max: option.max } : {}),
    description: option.description,
  }));
}
