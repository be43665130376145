/**
 * The piscina worker of core/workers.ts: imports the named module and calls the named export on the task. From
 * source, a worker thread has no ESM hook for .ts files, so the first task registers tsx's (a dev dependency,
 * reached only when running from source).
 */
interface Call {
  readonly url: string;
  readonly fn: string;
  readonly task: unknown;
  readonly fromSource: boolean;
}

let tsxReady: Promise<unknown> | undefined;
const modules = new Map<string, Promise<Record<string, (task: unknown) => unknown>>>();

export default async function run(call: Call): Promise<unknown> {
  if (call.fromSource) {
    const tsx = 'tsx/esm/api';
    tsxReady ??= import(tsx).then((api: { register: () => unknown }) => api.register());
    await tsxReady;
  }
  let module = modules.get(call.url);
  if (module === undefined) {
    module = import(call.url) as Promise<Record<string, (task: unknown) => unknown>>;
    modules.set(call.url, module);
  }
  const fn = (await module)[call.fn];
  if (typeof fn !== 'function') throw new Error(`${call.url} exports no function ${call.fn}`);
  try {
    return { ok: await fn(call.task) };
  } catch (error) {
    // Errors lose their class crossing the thread boundary; a user error must still print as one line.
    if (error instanceof Error && error.name === 'GecvalInputError') {
      const { file, line } = error as Error & { file?: string; line?: number };
      return { inputError: { message: error.message, file, line } };
    }
    throw error;
  }
}
