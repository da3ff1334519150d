import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * True while `next build` renders pages. The build renders the first-visit twin route once with
 * placeholder params, when neither the engine nor the content service is running: that render
 * must fetch nothing (docs/decisions/0015).
 */
export function duringBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
