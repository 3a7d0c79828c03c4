import Router from '@koa/router';
import { findCodeLanguage, ZCodeExecuteInput } from '@launchpad/shared';
import { parseInput } from '../lib/parse';
import { requireUser } from '../middlewares/auth';
import { presentCodeRun } from '../presenters/codeRun';
import type { AppContext, AppState } from '../types';

export function codeRoutes() {
  const router = new Router<AppState, AppContext>({ prefix: '/api/code' });

  // Runs one program for a signed-in user (part 2 §7). A run that compiles or ends badly is still a
  // 200: the verdict is in `status`; 4xx/5xx mean the run did not happen.
  router.post('/execute', requireUser(), async (ctx) => {
    const input = parseInput(ZCodeExecuteInput, ctx.request.body);
    await ctx.deps.codeRunLimits.hit(ctx.state.user!.id);
    const language = findCodeLanguage(input.language)!;
    const versionIndex = input.versionIndex ?? language.versionIndex;
    const result = await ctx.deps.codeRunner.run({
      language: language.id,
      versionIndex,
      script: input.script,
      stdin: input.stdin,
    });
    const version = (await ctx.deps.codeRunner.availability())[language.id].version;
    ctx.body = presentCodeRun(result, language, versionIndex, version);
  });

  return router;
}
