import { shippedStatusTable } from '../../../domain/statusTable';
import type { StatusActorKind } from '../../db/schema';
import { findBankEvent } from '../../bankGateway/bankEvents';

/** One move of a sub-request as moveSubRequests writes it to bg_subrequest_status. */
export interface PathStep {
  from: string;
  to: string;
  event: string;
  actor: StatusActorKind;
}

/** How a sub-request reached a raw status, and what else the real flow left behind on the way. */
export interface StatusPath {
  target: string;
  steps: readonly PathStep[];
  /** Index of the move that sent the request to the bank (or to verification, signing, consent); -1 when never sent. */
  sentAt: number;
  /** The bank made an offer on the way. */
  offered: boolean;
  /** The offer was accepted (or signed). */
  accepted: boolean;
  /** The guarantee was issued (the bank posted it). */
  issued: boolean;
  /** Demands on the way: which move made each, and whether a later move answered it. */
  demands: ReadonlyArray<{ kind: 'bank' | 'admin'; at: number; answered: boolean }>;
  /** The claim's status of bg_claim when the path went through one. */
  claimStatus: ClaimStatus | null;
}

type ClaimStatus = 'sent' | 'responded' | 'approved' | 'wait_payment' | 'wait_sign' | 'signed';

const sendingEvents = new Set(['send', 'send_for_verification', 'send_for_signing', 'send_for_consent']);
const systemEvents = new Set(['prescoring_passed', 'prescoring_failed', 'passport_check_failed']);
const claimStatusOf: Readonly<Record<string, ClaimStatus>> = {
  deal_claim_sent: 'sent',
  deal_claim_responded: 'responded',
  deal_claim_approved: 'approved',
  deal_claim_wait_payment: 'wait_payment',
  deal_claim_wait_sign: 'wait_sign',
  deal_claim_signed: 'signed',
};

/** Who makes an event in the real flow: a bank through its API, the platform's operator, the prescoring, or a user. */
function actorOf(event: string): StatusActorKind {
  if (findBankEvent(event)) return 'bank';
  if (event.startsWith('admin_')) return 'operator';
  if (systemEvents.has(event)) return 'system';
  return 'user';
}

/**
 * The shortest way from the initial raw status to every raw status of config/statuses.json over the
 * transitions of config/transitions.json (ties go to the transition listed first), so every seeded
 * history is one the transition function would have allowed.
 */
function shortestPaths(): Map<string, PathStep[]> {
  const { transitions } = shippedStatusTable.configs;
  const paths = new Map<string, PathStep[]>([[transitions.initial, []]]);
  const queue = [transitions.initial];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const transition of transitions.transitions) {
      if (!transition.from.includes(current) || paths.has(transition.to)) continue;
      paths.set(transition.to, [...paths.get(current)!, { from: current, to: transition.to, event: transition.event, actor: actorOf(transition.event) }]);
      queue.push(transition.to);
    }
  }
  return paths;
}

function describe(target: string, steps: PathStep[]): StatusPath {
  const demands: Array<{ kind: 'bank' | 'admin'; at: number; answered: boolean }> = [];
  steps.forEach((step, index) => {
    if (step.event === 'bank_demand' || step.event === 'admin_demand') demands.push({ kind: step.event === 'admin_demand' ? 'admin' : 'bank', at: index, answered: false });
    if (step.event === 'demand_answered') {
      const open = demands.findLast((demand) => !demand.answered);
      if (open) open.answered = true;
    }
  });
  const claimStep = steps.findLast((step) => step.to in claimStatusOf);
  return {
    target,
    steps,
    sentAt: steps.findIndex((step) => sendingEvents.has(step.event)),
    offered: steps.some((step) => step.event === 'offer'),
    accepted: steps.some((step) => step.to === 'offer_accepted'),
    issued: steps.some((step) => step.event === 'guarantee_sent'),
    demands,
    claimStatus: claimStep ? claimStatusOf[claimStep.to]! : null,
  };
}

const all = shortestPaths();

/** The path of every raw status the transitions reach, keyed by the raw status. */
export const statusPaths: ReadonlyMap<string, StatusPath> = new Map([...all].map(([target, steps]) => [target, describe(target, steps)]));

/** Every raw sub_status of config/statuses.json (each one reachable: the status table's cross-check demands it). */
export const rawSubStatuses: readonly string[] = [...shippedStatusTable.subStatuses.keys()].filter((key) => statusPaths.has(key));
