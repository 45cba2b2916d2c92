import { io, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { updateCandidate } from '@portal/domain/api/candidates';
import { MY_DECISIONS_CHANGED_EVENT, NOTIFICATION_SOCKET_PATH } from '@portal/domain/notifications/notification-kinds';
import { DEMO } from '../../test-support/test-app';
import { dealsIn, decideFromQueue, hospitalIdsOf } from './decisions.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();
let url = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
});

const openSocket = async (email: string): Promise<Socket> => {
  const socket = io(url, { path: NOTIFICATION_SOCKET_PATH, transports: ['websocket'], reconnection: false, auth: { token: await t.tokenFor(email) } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
};

/** How many times each socket hears that the queue changed. */
const heard = (socket: Socket) => {
  const count = { n: 0 };
  socket.on(MY_DECISIONS_CHANGED_EVENT, () => (count.n += 1));
  return count;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('My decisions: the live refresh of the user\'s other sessions', () => {
  it("tells the deciding user's sockets, and no one else's, after a decision from the queue or from the item's page", async () => {
    const hospitals = new Set(await hospitalIdsOf(t, DEMO.general));
    const [first, second] = (await dealsIn(t, ids.northwind, ['Ready for Review'])).filter((d) => hospitals.has(d.hospitalId));
    const general = await openSocket(DEMO.general);
    const admin = await openSocket(DEMO.admin);
    const generalHeard = heard(general);
    const adminHeard = heard(admin);
    try {
      const fromQueue = await decideFromQueue(t, DEMO.general, { kind: 'candidate', candidate: { dealId: first!.id, version: first!.version, decision: 'offer' } });
      expect(fromQueue.statusCode, fromQueue.body).toBe(200);
      await settle();
      expect(generalHeard.n).toBe(1);

      const fromPage = await t.call(DEMO.general, {
        method: 'PUT',
        url: callPath(updateCandidate),
        payload: { dealId: second!.id, version: second!.version, decision: 'offer' },
      });
      expect(fromPage.statusCode, fromPage.body).toBe(200);
      await settle();
      expect(generalHeard.n).toBe(2);

      const refused = await decideFromQueue(t, DEMO.general, { kind: 'candidate', candidate: { dealId: first!.id, version: first!.version, decision: 'offer' } });
      expect(refused.statusCode).toBe(409);
      await settle();
      expect(generalHeard.n).toBe(2);
      expect(adminHeard.n).toBe(0);
    } finally {
      general.close();
      admin.close();
    }
  });
});
