import { createAccessionApi } from '../../api';
import { banksConfig, banksForEnvironment } from '../../domain/banks';
import type { RootStore } from '../RootStore';
import { BanksPageStore } from './BanksPageStore';
import { RequirementsStore } from './RequirementsStore';

/** The banks page's store for the signed-in user. */
export function banksPageFor(root: RootStore): BanksPageStore {
  return new BanksPageStore({
    accession: createAccessionApi(root.http),
    clock: root.ports.clock,
    banks: banksForEnvironment(banksConfig.banks, root.config.switches.environment),
  });
}

/** The public requirements page's store. */
export function requirementsFor(root: RootStore): RequirementsStore {
  return new RequirementsStore({ clock: root.ports.clock, config: banksConfig });
}
