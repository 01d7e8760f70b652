// Path tests of the session chart: every generated path checked against the chart's transition table and
// oracle, from each kind of start; then the post-login routing of spec 2 §2 and the sign-out on chosen stories.
import { describe, expect, it, vi } from 'vitest';
import type { LoginAnswer } from '../../src/contracts/auth.struct';
import type { Shop } from '../../src/contracts/context.struct';
import { sessionMachine } from '../../src/machines/session/session.machine';
import type { ContextLists, SessionEvent } from '../../src/machines/session/session.types';
import { lot, loginAnswer, storedSession } from '../ui/fixtures';
import { describeChartInputs } from './chart/describe-chart';
import { sessionOracle, signedOut, storedParking, storedReset, storedSalesman } from './oracles/session.oracle';
import { pending, replay, shortestPaths, transitionPaths } from './path-plan';

const shop: Shop = { id: 11, name: 'Tienda Centro', prefix: 'TC', url_logo: null, branchs: [{ id: 21, name: 'Sucursal Norte' }, { id: 22, name: 'Sucursal Sur' }] };

/** One login answer of each kind the demo accounts produce. */
const ACCOUNTS: Record<string, LoginAnswer> = {
  parking: loginAnswer(),
  parkingReset: loginAnswer({ user_id: 8, reset: true }),
  operator: loginAnswer({ user_id: 9, type: 'operator', permissions: ['operators.search', 'parking.gates'] }),
  nexo: loginAnswer({ user_id: 1, type: 'nexo', permissions: ['nexo.dashboard', 'nexo.users'] }),
  shopping: loginAnswer({ user_id: 4, type: 'shopping', role_id: 4, permissions: ['shopping.dashboard'] }),
  manager: loginAnswer({ user_id: 5, type: 'shopping', user_type: 'admin-shopping', permissions: ['shopping.manager.dashboard'] }),
  salesman: loginAnswer({ user_id: 6, type: 'salesman', role_id: 5, user_type: 'user', permissions: ['shopping.shopping-to-go'] }),
};

const LISTS: Record<string, ContextLists> = {
  parking: { lots: [lot(1), lot(2)], shops: [], stores: [] },
  operator: { lots: [lot(1)], shops: [], stores: [] },
  nexo: { lots: [], shops: [], stores: [] },
  shopping: { lots: [], shops: [shop], stores: [] },
  salesman: { lots: [], shops: [], stores: [{ id: 31, name: 'Tienda Valle' }] },
};

const failure = (message: string) => ({ message });

/** The events offered in each state: the ones that state can take, with payloads drawn from the context. */
function events(snapshot: ReturnType<typeof sessionMachine.getInitialSnapshot>): SessionEvent[] {
  const c = snapshot.context;
  const out: (SessionEvent | { type: string; [k: string]: unknown })[] = [];
  if (snapshot.matches('signedOut')) {
    out.push({ type: 'session.login', provider: 'parking', email: 'parking@nexo.demo', password: 'demo1234' });
  }
  if (snapshot.matches('signingIn')) {
    out.push({ type: 'xstate.error.actor.login', error: failure('These credentials do not match our records.') });
    for (const answer of Object.values(ACCOUNTS)) out.push({ type: 'xstate.done.actor.login', output: answer });
  }
  if (snapshot.matches('loadingContext') && c.auth) {
    out.push({ type: 'xstate.done.actor.loadContext', output: LISTS[c.auth.type] });
    out.push({ type: 'xstate.error.actor.loadContext', error: failure('Server unavailable') });
  }
  if (snapshot.matches('signedIn')) {
    out.push({ type: 'session.logout' }, { type: 'session.expire' });
    c.lots.forEach((l) => out.push({ type: 'session.selectLot', lotId: l.id }));
    c.shops.forEach((s) => out.push({ type: 'session.selectShop', shopId: s.id }));
    c.stores.forEach((s) => {
      out.push({ type: 'session.selectStore', storeId: s.id });
      out.push({ type: 'session.chooseStore', storeId: s.id, acceptRequests: true });
    });
    if (c.auth?.type === 'nexo' && c.module === 'nexo') out.push({ type: 'session.switchModule', module: 'parking' });
  }
  if (snapshot.matches({ signedIn: { passwordChange: 'editing' } })) {
    out.push({ type: 'session.changePassword', password: 'demo1234', passwordnew: 'secret99', passwordvery: 'secret99' });
  }
  if (snapshot.matches({ signedIn: { passwordChange: 'saving' } })) {
    out.push({ type: 'xstate.error.actor.changePassword', error: failure('The passwordnew field must be at least 6 characters.') });
    out.push({ type: 'xstate.done.actor.changePassword', output: { message: 'Password updated' } });
  }
  if (snapshot.matches('signingOut') || snapshot.matches('expiring')) {
    out.push({ type: 'xstate.done.actor.logout', output: { message: 'Logged out' } });
    out.push({ type: 'xstate.error.actor.logout', error: failure('Unauthenticated.') });
  }
  // Only events the state takes: an ignored event is no transition, and an unhandled error event would fail the actor.
  return (out as SessionEvent[]).filter((event) => snapshot.can(event));
}

const actions = () => ({ navigateTo: vi.fn(), leaveLotsPage: vi.fn(), notify: vi.fn(), reload: vi.fn(), persist: vi.fn(), clearStorage: vi.fn(), closeRealtime: vi.fn() });
const stubbed = (spies = actions()) =>
  sessionMachine.provide({
    actors: { login: pending(), loadContext: pending(), changePassword: pending(), logout: pending() },
    actions: {
      navigateTo: (_, params) => spies.navigateTo(params.to),
      leaveLotsPage: () => spies.leaveLotsPage(),
      notify: (_, params) => spies.notify(params.message),
      reload: () => spies.reload(),
      persist: () => spies.persist(),
      clearStorage: () => spies.clearStorage(),
      closeRealtime: () => spies.closeRealtime(),
    },
  });

describeChartInputs(sessionOracle, [
  { label: 'no stored session', input: signedOut },
  { label: 'a stored parking session', input: storedParking },
  { label: 'a stored session that must change its password', input: storedReset },
  { label: 'a stored salesman session with its store', input: storedSalesman },
]);

/** Signs in with `account` through the chart and returns the landing the app was told to navigate to. */
function landingAfterLogin(account: keyof typeof ACCOUNTS, lists: ContextLists) {
  const spies = actions();
  const machine = stubbed(spies);
  const paths = shortestPaths(machine, { input: { stored: null }, events });
  const path = paths.find(
    (p) =>
      p.steps.some((s) => s.event.type === 'xstate.done.actor.login' && s.event.output === ACCOUNTS[account]) &&
      p.steps.at(-1)?.event.type === 'xstate.done.actor.loadContext' &&
      p.steps.at(-1)?.event.output === lists,
  );
  if (!path) throw new Error(`no path signs in as ${account}`);
  const actor = replay(machine, path, { stored: null });
  return { spies, snapshot: actor.getSnapshot() };
}

describe('post-login routing (spec 2 §2)', () => {
  it.each([
    ['parking', LISTS.parking, '/lots', 'working'],
    ['operator', LISTS.operator, '/search', 'working'],
    ['nexo', LISTS.nexo, '/dashboard', 'working'],
    ['shopping', LISTS.shopping, '/dashboard', 'working'],
    ['manager', LISTS.shopping, '/branchs', 'working'],
    ['salesman', LISTS.salesman, '/shopping-to-go?module=request', 'choosingStore'],
    ['parkingReset', LISTS.parking, '/lots', 'passwordChange'],
  ] as const)('%s lands on %s in %s', (account, lists, landing, substate) => {
    const { spies, snapshot } = landingAfterLogin(account, lists);
    expect(spies.navigateTo).toHaveBeenLastCalledWith(landing);
    expect(spies.persist).toHaveBeenCalled();
    expect(snapshot.matches({ signedIn: substate })).toBe(true);
  });

  it('an operator with one lot has it active at once', () => {
    const { snapshot } = landingAfterLogin('operator', LISTS.operator);
    expect(snapshot.context.activeLotId).toBe(1);
  });

  it('the salesman goes to Shopping To Go with the chosen store', () => {
    const spies = actions();
    const machine = stubbed(spies);
    const path = transitionPaths(machine, { input: { stored: null }, events }).find((p) => p.steps.at(-1)?.event.type === 'session.chooseStore');
    if (!path) throw new Error('no chooseStore path');
    const actor = replay(machine, path, { stored: null });
    expect(spies.navigateTo).toHaveBeenLastCalledWith('/shopping-to-go?active=31&module=request');
    expect(actor.getSnapshot().context).toMatchObject({ activeStoreId: 31, acceptRequests: true });
  });
});

describe('sign-out (spec 1 §4, §8)', () => {
  const endOf = (eventType: string, from: string) => {
    const spies = actions();
    const machine = stubbed(spies);
    const path = transitionPaths(machine, { input: { stored: storedSession() }, events }).find(
      (p) => p.steps.at(-1)?.event.type === eventType && p.steps.at(-2)?.state.matches(from),
    );
    if (!path) throw new Error(`no path ends with ${eventType} from ${from}`);
    return { spies, snapshot: replay(machine, path, { stored: storedSession() }).getSnapshot() };
  };

  it.each(['xstate.done.actor.logout', 'xstate.error.actor.logout'])('logout ends at /login after %s', (eventType) => {
    const { spies, snapshot } = endOf(eventType, 'signingOut');
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.auth).toBeNull();
    expect(spies.clearStorage).toHaveBeenCalled();
    expect(spies.closeRealtime).toHaveBeenCalled();
    expect(spies.navigateTo).toHaveBeenLastCalledWith('/login');
  });

  it.each(['xstate.done.actor.logout', 'xstate.error.actor.logout'])('an expired session clears and reloads on /login saying so after %s', (eventType) => {
    const { spies, snapshot } = endOf(eventType, 'expiring');
    expect(snapshot.value).toBe('signedOut');
    expect(spies.clearStorage).toHaveBeenCalled();
    expect(spies.closeRealtime).toHaveBeenCalled();
    expect(spies.navigateTo).toHaveBeenLastCalledWith('/login?notice=expired');
    expect(spies.reload).toHaveBeenCalled();
  });
});
