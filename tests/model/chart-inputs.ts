// The generated path tests of a chart whose rows depend on its input (a token or none, a stored session or
// none): the checks of chart/describe-chart.ts run for every input, and the table's rows and the chart's states
// must be covered by the paths of all the inputs together, since no single input reaches them all.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { leavesOf, type ActorEvent, type ChartEvent, type ChartOracle, type ChartSnapshot } from './chart/chart-oracle';
import { stateLines, tableOf, transitionLines, type TransitionRow } from './chart/chart-table';
import { instrument, modelOf, newRecord, planOf, replayChecked, type Path } from './chart/describe-chart';
import { activeIds, shortestPaths, stateIds, transitionPaths } from './path-plan';

export type ChartInput<I> = { label: string; input: I };

const rowLine = (r: TransitionRow) => `${r.source} | ${r.event} | ${r.guard} | ${r.target}`;

/** States left at once by an unguarded eventless row: never at rest, so no snapshot shows them; the row
 *  coverage above proves they are entered. */
function transientIds(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: AnyStateMachine['root']) => {
    if ((node.always ?? []).some((t) => t.guard === undefined)) out.add(node.id);
    Object.values(node.states).forEach((child) => walk(child as AnyStateMachine['root']));
  };
  walk(machine.root);
  return out;
}

export function describeChartInputs<C extends object, E extends ChartEvent, I>(oracle: ChartOracle<C, E, I>, inputs: readonly ChartInput<I>[]) {
  const runs = inputs.map(({ label, input }) => {
    const given = { ...oracle, input };
    const { model, observable } = modelOf(given);
    const record = newRecord();
    const machine = instrument(oracle.machine, record, observable);
    const options = planOf(model);
    const shortest = shortestPaths(machine, options);
    const paths = transitionPaths(machine, options);
    // An input whose chart settles at once (a final state) has no transition to take: its start is its path.
    return { label, model, record, machine, shortest, paths: paths.length > 0 ? paths : shortest };
  });

  describe(`${oracle.name} chart for each input, checked against tests/model/tables/${oracle.name}.transitions.md`, () => {
    it('is the chart its transition table describes', () => {
      const chart = tableOf(oracle.machine);
      const { table } = runs[0].model;
      expect(chart.id).toBe(table.id);
      expect(stateLines(chart)).toEqual(stateLines(table));
      expect(transitionLines(chart)).toEqual(transitionLines(table));
    });

    const cases = runs.flatMap((run) => run.paths.map((path) => [`[${run.label}] ${path.description}`, run, path] as const));
    it.each(cases)('%s', (_d, run, path: Path) => {
      replayChecked(run.model, run.machine, run.record, path);
    });

    it('takes every row of the table on some generated path of some input', () => {
      const taken = new Set<string>();
      for (const { model, paths } of runs) {
        for (const path of paths) {
          path.steps.slice(1).forEach((step, i) => {
            const before = path.steps[i].state as unknown as ChartSnapshot<C>;
            const event = step.event as unknown as E | ActorEvent;
            model.step(leavesOf(before.value), before.context, event).rows.forEach((r) => taken.add(rowLine(r)));
          });
        }
        model.initial(model.oracle.input as I).rows.forEach((r) => taken.add(rowLine(r)));
      }
      expect(runs[0].model.table.transitions.map(rowLine).filter((r) => !taken.has(r))).toEqual([]);
    });

    it('reaches every state by a shortest path of some input', () => {
      const seen = new Set(runs.flatMap((run) => run.shortest.flatMap((p) => activeIds(p.state))));
      const passing = transientIds(oracle.machine);
      expect(stateIds(oracle.machine).filter((id) => !seen.has(id) && !passing.has(id))).toEqual([]);
    });
  });
}
