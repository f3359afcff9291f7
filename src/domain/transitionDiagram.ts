import type { TransitionsConfig } from './statusTable';

/**
 * The transition table as a Mermaid state diagram: one arrow per (from, event, to), labelled
 * with the event. The documentation embeds this text, and a test keeps the two identical.
 */
export function transitionDiagram(config: TransitionsConfig): string {
  const lines = ['stateDiagram-v2', `    [*] --> ${config.initial}`];
  for (const { event, from, to } of config.transitions) {
    for (const source of from) lines.push(`    ${source} --> ${to}: ${event}`);
  }
  return lines.join('\n');
}
