// The bell: a member sees, counts and marks only their own notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eq, notifications } from '@pitchcraft/db';

import { createHarness, type Harness } from '../../testing';
import { notify } from './notify';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function twoMembers() {
  const [alice, bob] = await Promise.all([h.signedUpBrowser(), h.signedUpBrowser()]);
  return { alice, bob };
}

/** Newest first is by time: notifications a millisecond apart never tie (a tie orders by id alone). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('notifications', () => {
  it('lists only the caller’s own, newest first, with a count of the unread', async () => {
    const { alice, bob } = await twoMembers();
    await notify(h.db, [alice.user.id], {
      kind: 'review.submitted',
      title: 'First',
      href: '/presentations/p1',
    });
    await tick();
    await notify(h.db, [alice.user.id, bob.user.id], { kind: 'review.approved', title: 'Second' });
    await notify(h.db, [bob.user.id], { kind: 'member.joined', title: 'Only Bob' });

    const { items, nextCursor } = await alice.caller.notifications.list();
    expect(items.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(items[1]).toMatchObject({ href: '/presentations/p1', read: false, body: '' });
    expect(nextCursor).toBeNull();
    expect(await alice.caller.notifications.unreadCount()).toEqual({ count: 2 });
    expect(await bob.caller.notifications.unreadCount()).toEqual({ count: 2 });
  });

  it('pages with a cursor and never links outside the app', async () => {
    const { alice } = await twoMembers();
    for (let i = 1; i <= 5; i++) {
      await notify(h.db, [alice.user.id], { kind: 'test', title: `N${i}`, href: '/clients' });
      await tick();
    }
    await notify(h.db, [alice.user.id], {
      kind: 'test',
      title: 'Off-site',
      href: '//evil.example/x',
    });
    const first = await alice.caller.notifications.list({ limit: 4 });
    expect(first.items.map((n) => n.title)).toEqual(['Off-site', 'N5', 'N4', 'N3']);
    expect(first.items[0]?.href).toBeNull();
    const second = await alice.caller.notifications.list({ limit: 4, cursor: first.nextCursor! });
    expect(second.items.map((n) => n.title)).toEqual(['N2', 'N1']);
    expect(second.nextCursor).toBeNull();
  });

  it('marks read the caller’s own by id, ignores anyone else’s, and marks all', async () => {
    const { alice, bob } = await twoMembers();
    await notify(h.db, [alice.user.id], { kind: 'test', title: 'A1' });
    await notify(h.db, [alice.user.id], { kind: 'test', title: 'A2' });
    await notify(h.db, [bob.user.id], { kind: 'test', title: 'B1' });
    const [a2, a1] = (await alice.caller.notifications.list()).items;
    const [b1] = (await bob.caller.notifications.list()).items;

    // Bob cannot mark Alice's notification read.
    expect(await bob.caller.notifications.markRead({ ids: [a1!.id] })).toEqual({ marked: 0 });
    expect(await alice.caller.notifications.unreadCount()).toEqual({ count: 2 });

    expect(await alice.caller.notifications.markRead({ ids: [a1!.id, b1!.id] })).toEqual({
      marked: 1,
    });
    expect(await alice.caller.notifications.unreadCount()).toEqual({ count: 1 });
    expect(await bob.caller.notifications.unreadCount()).toEqual({ count: 1 });
    const [row] = await h.db.select().from(notifications).where(eq(notifications.id, a2!.id));
    expect(row?.readAt).toBeNull();

    expect(await alice.caller.notifications.markRead({ all: true })).toEqual({ marked: 1 });
    expect(await alice.caller.notifications.unreadCount()).toEqual({ count: 0 });
    expect(await bob.caller.notifications.unreadCount()).toEqual({ count: 1 });
    // Marking again changes nothing.
    expect(await alice.caller.notifications.markRead({ all: true })).toEqual({ marked: 0 });
  });

  it('refuses a malformed cursor and oversize pages with a clear error', async () => {
    const { alice } = await twoMembers();
    await expect(alice.caller.notifications.list({ limit: 51 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(alice.caller.notifications.list({ cursor: 'not a cursor' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
  });
});
