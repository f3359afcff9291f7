import type { FastifyInstance } from 'fastify';
import type { AppSwitches } from '../config/appSwitches';
import { ConfigError } from '../config/loadConfig';
import { BankSimulator, type SimulatorOptions } from '../simulator/BankSimulator';
import { scenariosByBank } from '../simulator/scenarios';
import { BankGateway, bankGatewayOptionsFromEnv, type BankGatewayOptions } from './BankGateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the bank outbox through each bank's adapter. */
    bankGateway: BankGateway;
    /** The simulated banks, when they play (dev and demo). */
    bankSimulator: BankSimulator | null;
  }
}

/** How the bank side of an app is set up; without it nothing is simulated and no webhook is configured. */
export interface BankSideOptions {
  gateway?: BankGatewayOptions;
  /** false or absent: no simulator. */
  simulator?: SimulatorOptions | false;
}

/**
 * The bank side as the environment asks: BANK_WEBHOOKS and BANK_GATEWAY_INTERVAL_MS for the gateway;
 * the simulator plays in dev and demo (never in prod) unless SIMULATOR=off, faster by SIMULATOR_SPEED.
 */
export function bankSideFromEnv(env: NodeJS.ProcessEnv, app: Pick<AppSwitches, 'environment'>): BankSideOptions {
  const gateway = bankGatewayOptionsFromEnv(env);
  const speedText = env['SIMULATOR_SPEED'];
  const speed = speedText === undefined || speedText === '' ? 1 : Number(speedText);
  if (!Number.isFinite(speed) || speed <= 0 || speed > 100_000) throw new ConfigError(['Переменная окружения SIMULATOR_SPEED: положительное число, во сколько раз быстрее идут сценарии симулятора банков']);
  const switchedOff = /^(off|false|0|no)$/i.test(env['SIMULATOR'] ?? '');
  const simulate = app.environment !== 'prod' && !switchedOff;
  return { gateway, simulator: simulate ? { speed } : false };
}

/**
 * Puts the gateway (and the simulator when asked) on the app: started when the app is ready, stopped
 * before it closes. Simulated banks get the simulator's adapter; banks with a webhook the HTTP adapter.
 */
export function registerBankSide(app: FastifyInstance, options: BankSideOptions = {}): void {
  const gateway = new BankGateway(app.database.db, app.log, options.gateway);
  // A bank with a webhook is a real bank: the simulator never plays it.
  const real = new Set(Object.keys(options.gateway?.webhooks ?? {}));
  const scenarios = options.simulator ? new Map([...(options.simulator.scenarios ?? scenariosByBank())].filter(([bankUuid]) => !real.has(bankUuid))) : undefined;
  const simulator = options.simulator ? new BankSimulator(app, { ...options.simulator, scenarios }) : null;
  app.decorate('bankGateway', gateway);
  app.decorate('bankSimulator', simulator);
  app.addHook('onReady', async () => {
    if (simulator) {
      await simulator.start();
      for (const bankUuid of simulator.bankUuids) gateway.setAdapter(bankUuid, simulator.adapter);
    }
    gateway.start();
  });
  app.addHook('preClose', async () => {
    await simulator?.stop();
    await gateway.stop();
  });
}
