import { timeZoneOfState } from '@portal/domain/interviews/state-time-zones';
import { FEATURE_FLAGS, FLAG_KEYS } from '@portal/domain/access/feature-flags';
import { hospitals, networkFeatureFlags, networks, regions, unitManagers, units } from '../db/schema/tenancy';
import type { Tx } from '../db/tenant';
import type { HospitalSpec, NetworkSpec } from './demo-networks';
import { createIdFactory, type IdFactory } from './ids';
import { UNIT_MANAGER_NAMES } from './names';
import type { Rng } from './prng';
import { CORE_UNIT_COUNT, UNIT_KINDS, type UnitKind } from './unit-catalogue';

export interface SeededUnit {
  id: string;
  kind: UnitKind;
}

export interface SeededHospital {
  id: string;
  spec: HospitalSpec;
  units: SeededUnit[];
  unitManagers: { id: string; name: string }[];
}

export interface SeededNetwork {
  spec: NetworkSpec;
  newId: IdFactory;
  hospitals: SeededHospital[];
}

/** At most three managers per hospital, each name used once per network. */
const MAX_MANAGERS = 3;

/** The network, its flag overrides, regions, hospitals, units and unit managers. */
export const seedTenancy = async (tx: Tx, spec: NetworkSpec, rng: Rng): Promise<SeededNetwork> => {
  const newId = createIdFactory(spec.number);
  const networkId = spec.id;
  await tx.insert(networks).values({ id: networkId, name: spec.name, isSso: false });

  if (spec.enableOptionalFlags) {
    const off = FLAG_KEYS.filter((key) => !FEATURE_FLAGS[key]);
    await tx.insert(networkFeatureFlags).values(off.map((key) => ({ networkId, key, on: true })));
  }

  const regionIds = new Map(spec.regions.map((name) => [name, newId('region')]));
  await tx.insert(regions).values([...regionIds].map(([name, id]) => ({ id, networkId, name })));

  const managerNames = rng.shuffle(UNIT_MANAGER_NAMES);
  const seeded: SeededHospital[] = spec.hospitals.map((hospital, index) => {
    const kinds = [...UNIT_KINDS.slice(0, CORE_UNIT_COUNT), ...rng.sample(UNIT_KINDS.slice(CORE_UNIT_COUNT), spec.extraUnitsPerHospital)];
    const names = managerNames.slice(index * MAX_MANAGERS, index * MAX_MANAGERS + rng.int(2, MAX_MANAGERS));
    return {
      id: newId('hospital'),
      spec: hospital,
      units: kinds.map((kind) => ({ id: newId('unit'), kind })),
      unitManagers: names.map((name) => ({ id: newId('unitManager'), name })),
    };
  });

  await tx.insert(hospitals).values(
    seeded.map(({ id, spec: h }) => ({
      id,
      networkId,
      regionId: regionIds.get(h.region),
      name: h.name,
      city: h.city,
      state: h.state,
      timeZone: timeZoneOfState(h.state),
      approvalStages: h.approvalStages,
    })),
  );
  await tx.insert(units).values(
    seeded.flatMap((h) =>
      h.units.map((u) => ({ id: u.id, networkId, hospitalId: h.id, name: u.kind.name, unitType: u.kind.unitType })),
    ),
  );
  await tx
    .insert(unitManagers)
    .values(seeded.flatMap((h) => h.unitManagers.map((m) => ({ ...m, networkId, hospitalId: h.id }))));
  return { spec, newId, hospitals: seeded };
};
