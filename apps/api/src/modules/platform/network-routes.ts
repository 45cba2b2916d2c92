import { asc, eq, inArray } from 'drizzle-orm';
import { getHospitalDetails, getNetworks, getUserNetwork } from '@portal/domain/api/platform';
import type { AppDeps } from '../../app-deps';
import { hospitals, networks } from '../../db/schema/tenancy';
import { notFound } from '../../http-errors';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';

export const registerNetworkRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getUserNetwork, async ({ ctx, network, inTenant }) => {
    const visible = await inTenant((tx) =>
      tx
        .select({ hospitalId: hospitals.id, name: hospitals.name })
        .from(hospitals)
        .where(inArray(hospitals.id, [...ctx.hospitalIds]))
        .orderBy(asc(hospitals.name)),
    );
    return { hospitalNetworkId: network.id, networkName: network.name, isSSO: network.isSso, hospital: visible };
  });

  registerCall(app, deps, getHospitalDetails, async ({ ctx, network, query, inTenant }) => {
    if (query.networkId !== network.id) throw notFound('Hospital network not found.');
    return inTenant((tx) =>
      tx
        .select({ hospitalId: hospitals.id, name: hospitals.name, approvalStages: hospitals.approvalStages })
        .from(hospitals)
        .where(inArray(hospitals.id, [...ctx.hospitalIds]))
        .orderBy(asc(hospitals.name)),
    );
  });

  registerCall(app, deps, getNetworks, async ({ ctx }) => {
    const columns = { hospitalNetworkId: networks.id, networkName: networks.name };
    const query = deps.db.select(columns).from(networks);
    const data = ctx.user.type.internal
      ? await query.orderBy(asc(networks.name))
      : ctx.user.networkId
        ? await query.where(eq(networks.id, ctx.user.networkId))
        : [];
    return { data };
  });
};
