import {
  CODE_LANGUAGES,
  CODE_LIMITS,
  CODE_MESSAGES,
  codeExecutionError,
  type TCodeExecuteAnswer,
  type TCodeLanguage,
} from '@launchpad/shared';
import { Play, RotateCcw } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRunCode } from '../api/interview';

const INDENT = '    ';

/** The starter template of `language`: the question's own, else the runner's hello-world (§2.2). */
export function starterTemplate(
  starterCode: Record<string, string> | null | undefined,
  language: TCodeLanguage,
): string {
  return (
    starterCode?.[language] ?? CODE_LANGUAGES.find((entry) => entry.id === language)?.helloTemplate ?? ''
  );
}

/** The first language the question has a starter for, else Python 3. */
export function defaultLanguage(starterCode: Record<string, string> | null | undefined): TCodeLanguage {
  const preferred: TCodeLanguage[] = ['python3', 'nodejs', 'java', 'cpp'];
  return preferred.find((id) => starterCode?.[id]) ?? 'python3';
}

/**
 * A code answer (§2.2): the language choice, an editor opened on the language's starter template (edits
 * kept per language), Run against the given input through POST /api/code/execute, and the output.
 */
export function CodeAnswer({
  language,
  code,
  stdin,
  onLanguage,
  onCode,
  onStdin,
  template,
  log,
  disabled,
}: {
  language: TCodeLanguage;
  code: string;
  stdin: string;
  onLanguage: (language: TCodeLanguage) => void;
  onCode: (code: string) => void;
  onStdin: (stdin: string) => void;
  template: string;
  log: (message: string) => void;
  disabled: boolean;
}) {
  const editorId = useId();
  const helpId = useId();
  const [result, setResult] = useState<TCodeExecuteAnswer | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const run = useRunCode();
  const entry = CODE_LANGUAGES.find((item) => item.id === language);

  const execute = () => {
    setRunError(null);
    if (!code.trim()) {
      setResult(null);
      setRunError(CODE_MESSAGES.codeRequired);
      return;
    }
    if (!entry) {
      setRunError(CODE_MESSAGES.unsupportedLanguage);
      return;
    }
    log(`Running ${entry.label} code (${code.length} characters)`);
    run.mutate(
      { script: code, language, versionIndex: entry.versionIndex, stdin },
      {
        onSuccess: (answer) => {
          setResult(answer);
          log(`Run finished: ${answer.status} in ${answer.executionTime} ms`);
        },
        onError: (error) => {
          setResult(null);
          const message =
            (error instanceof ApiError && error.status === 0) || !error.message?.trim()
              ? CODE_MESSAGES.executionFailed
              : error.message === CODE_MESSAGES.unsupportedLanguage
                ? error.message
                : codeExecutionError(error.message);
          setRunError(message);
          log(message);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      execute();
      return;
    }
    // Tab indents, as in an editor; Escape first lets Tab leave the editor (WCAG 2.1.2).
    if (event.key === 'Tab' && !event.shiftKey && event.currentTarget.dataset.escaped !== 'true') {
      event.preventDefault();
      const target = event.currentTarget;
      const { selectionStart, selectionEnd, value } = target;
      const next = value.slice(0, selectionStart) + INDENT + value.slice(selectionEnd);
      onCode(next);
      requestAnimationFrame(() => {
        target.selectionStart = target.selectionEnd = selectionStart + INDENT.length;
      });
      return;
    }
    event.currentTarget.dataset.escaped = event.key === 'Escape' ? 'true' : 'false';
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Language"
          value={language}
          disabled={disabled}
          onChange={(event) => {
            onLanguage(event.target.value as TCodeLanguage);
            setResult(null);
            setRunError(null);
          }}
          options={CODE_LANGUAGES.map((item) => ({ value: item.id, label: item.label }))}
          className="w-48"
        />
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled || code === template}
          onClick={() => onCode(template)}
          className="mb-1"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset to template
        </Button>
      </div>

      <div>
        <label htmlFor={editorId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Your code
        </label>
        <textarea
          id={editorId}
          aria-describedby={helpId}
          value={code}
          disabled={disabled}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          rows={16}
          onChange={(event) => onCode(event.target.value)}
          onKeyDown={onKeyDown}
          className="block w-full resize-y rounded-xl bg-slate-950 p-4 font-mono text-[13px] leading-relaxed text-slate-100 caret-emerald-400 ring-1 ring-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        <p id={helpId} className="mt-1.5 text-xs text-slate-500">
          Tab indents; press Esc then Tab to leave the editor. Ctrl+Enter runs the code. Limits:{' '}
          {CODE_LIMITS.timeoutMs / 1000} s, {CODE_LIMITS.memoryMb} MB.
        </p>
      </div>

      <details className="group rounded-xl ring-1 ring-slate-200">
        <summary className="cursor-pointer rounded-xl px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
          Input for the run (stdin)
        </summary>
        <div className="p-3 pt-0">
          <textarea
            aria-label="Program input"
            value={stdin}
            disabled={disabled}
            rows={3}
            onChange={(event) => onStdin(event.target.value)}
            className="block w-full rounded-lg bg-white p-2 font-mono text-sm text-slate-800 ring-1 ring-slate-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          />
        </div>
      </details>

      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          onClick={execute}
          busy={run.isPending}
          busyText="Running…"
          disabled={disabled}
        >
          <Play aria-hidden="true" className="size-4" />
          Run code
        </Button>
      </div>

      <RunOutput result={result} error={runError} />
    </div>
  );
}

function RunOutput({ result, error }: { result: TCodeExecuteAnswer | null; error: string | null }) {
  return (
    <section aria-label="Output" aria-live="polite" className="space-y-2">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {result && (
        <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
          <div
            className={cn(
              'flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-xs font-medium',
              result.success ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
            )}
          >
            <span>
              {result.success ? 'Ran successfully' : (result.error ?? CODE_MESSAGES.executionFailed)}
            </span>
            <span className="tabular-nums">
              {result.executionTime} ms
              {result.memory !== null && ` · ${Math.round(result.memory / 1024)} MB`}
            </span>
          </div>
          <pre className="max-h-64 overflow-auto bg-slate-950 p-3 font-mono text-[13px] whitespace-pre-wrap text-slate-100">
            {result.output || result.stderr || '(no output)'}
            {result.success && result.stderr && `\n${result.stderr}`}
            {!result.success && result.stderr && result.output && `\n${result.stderr}`}
          </pre>
          {result.truncated && (
            <p className="bg-amber-50 px-3 py-1.5 text-xs text-amber-800">The output was cut at the limit.</p>
          )}
        </div>
      )}
    </section>
  );
}
