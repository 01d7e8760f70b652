// Path tests of the news manager (spec 3 §2 News manager, §4 News, §5 News, §7 News; issue 16 item 4): every
// generated path checked against the chart's transition table and oracle; then the requests a save sends, the
// new item selected after its save, and a refused order put back on chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { problemsOf } from '../../src/machines/news-manager/news-form';
import { newsManagerMachine, saveRequestOf } from '../../src/machines/news-manager/news-manager.machine';
import { describeChart } from './chart/describe-chart';
import { afterSave, broken, expectedProblems, fresh, lavado, news, newsManagerOracle, orderRefused, picture, TODAY } from './oracles/news-manager.oracle';
import { pending } from './path-plan';

describeChart(newsManagerOracle);

function live() {
  const actor = createActor(newsManagerMachine.provide({ actors: { loadNews: pending(), saveNews: pending(), deleteNews: pending(), orderNews: pending() } }), {
    input: { lotId: 1, today: TODAY },
  }).start();
  const send = (e: object) => actor.send(e as never);
  return { send, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('news-manager stories', () => {
  it('creates with id 0 and the picture, edits with the item\'s id and without one; the text trimmed', () => {
    expect(saveRequestOf({ lotId: 3, selectedId: 0, values: fresh, image: picture })).toEqual({
      lotId: 3,
      newsId: 0,
      body: { name: 'Buen Fin', description: 'Descuentos del 14 al 17 de noviembre.', start_date: '2026-11-14', end_date: '2026-11-17', show_end_date: true },
      image: picture,
    });
    expect(saveRequestOf({ lotId: 3, selectedId: 12, values: { ...fresh, show_end_date: false }, image: null })).toMatchObject({ newsId: 12, body: { show_end_date: false }, image: null });
  });

  it('checks the rules the server checks: lengths, days, the end against the start, the picture of a new item', () => {
    expect(problemsOf(broken, false, null)).toEqual({ name: 'min|4', description: 'required', end_date: 'afterOrEqual|start date', image: 'required' });
    expect(problemsOf({ ...fresh, name: 'x'.repeat(51), description: 'y'.repeat(351) }, true, null)).toEqual({ name: 'max|50', description: 'max|350' });
    expect(problemsOf({ ...fresh, start_date: '', end_date: '2100-01-01' }, true, null)).toEqual({ start_date: 'type', end_date: 'year|2020|2099' });
    expect(problemsOf({ ...fresh, end_date: fresh.start_date }, true, null)).toEqual({});
    for (const [values, editing, image] of [[broken, false, null], [fresh, false, picture], [fresh, false, null], [{ ...fresh, start_date: '2019-12-31' }, true, null]] as const) {
      expect(problemsOf(values, editing, image)).toEqual(expectedProblems(values, editing, image));
    }
  });

  it('selects a new item once saved (the last of the answer), then shows the stored one in the form', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadNews', output: news });
    m.send({ type: 'news.add' });
    m.send({ type: 'news.save', values: fresh, image: picture });
    expect(m.value()).toBe('saving');
    m.send({ type: 'xstate.done.actor.saveNews', output: afterSave });
    expect([m.value(), m.context().selectedId, m.context().values.name, m.context().image]).toEqual(['editing', 14, 'Buen Fin', null]);
  });

  it('refuses a drop that is not the items in another order: an id more, one missing for an unknown one, the same order', () => {
    for (const ids of [[13, 11, 12, 14], [13, 11, 14], [13, 11, 11], [11, 12, 13]]) {
      const m = live();
      m.send({ type: 'xstate.done.actor.loadNews', output: news });
      m.send({ type: 'news.reorder', ids });
      expect([m.value(), m.context().items.map((n) => n.id)]).toEqual(['editing', [11, 12, 13]]);
    }
  });

  it('a drop selects the first item at once; a refused order puts the earlier order back and keeps the form', () => {
    const m = live();
    m.send({ type: 'xstate.done.actor.loadNews', output: news });
    m.send({ type: 'news.select', id: 12 });
    m.send({ type: 'news.reorder', ids: [13, 11, 12] });
    expect([m.value(), m.context().items.map((n) => n.id), m.context().selectedId, m.context().values.name]).toEqual(['reordering', [13, 11, 12], 13, lavado.name]);
    m.send({ type: 'news.save', values: fresh, image: null });
    expect(m.value()).toBe('reordering');
    m.send({ type: 'xstate.error.actor.orderNews', error: orderRefused });
    expect([m.value(), m.context().items.map((n) => n.id), m.context().failure?.during, m.context().selectedId]).toEqual(['editing', [11, 12, 13], 'order', 13]);
  });
});
