import stopFactorsConfig from '../../../../config/stop-factors.json';
import { banksConfig, type BankSettings } from '../../../domain/banks';
import { prescore } from '../../../domain/prescoring/prescore';
import { prescoringTexts } from '../../../domain/prescoring/texts';
import { progress, type RequestProgress } from '../../../domain/progress/progress';
import { stepContext } from '../../../domain/steps/stepContext';
import { isDraftSubRequest } from '../../sending/subRequestView';
import type { BulkOwners } from './bulkOwners';
import { companyRegistration } from './companyRegistration';
import { questionnaireSteps } from './questionnaireSteps';
import { companyAddress, companyName, customerNames, demandTexts, orderSubjects, refusalReasons, seedRegions } from './companyNames';
import type { SeededRandom } from './seededRandom';
import { rawSubStatuses, statusPaths, type StatusPath } from './statusPaths';

const dayMs = 86_400_000;

/** A request as the batch inserts it, with its banks and what their flows left behind. */
export interface PlannedRequest {
  uuid: string;
  organizationUuid: string;
  clientOrganizationUuid: string | null;
  createdBy: number;
  managerUserId: number | null;
  actor: 'agent' | 'client';
  inn: string;
  kpp: string | null;
  ogrn: string;
  name: string;
  isIp: boolean;
  address: string;
  regionName: string;
  law: number;
  tenderNumber: string | null;
  tenderLotNumber: number | null;
  tender: string;
  guaranteeType: string;
  selectedBanks: string;
  progress: string;
  readonly: boolean;
  createdAt: Date;
  updatedAt: Date;
  steps: ReadonlyArray<{ step: string; data: string }>;
  banks: PlannedSubRequest[];
}

export interface PlannedSubRequest {
  uuid: string;
  bankUuid: string;
  path: StatusPath;
  archivedFrom: string | null;
  cancelReason: string | null;
  externalId: string | null;
  dateTo: string | null;
  hasActiveClaim: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** When the move of this index happened (the same spread the history insert uses). */
  at(step: number): Date;
  /** What pre-scoring stored when the path went through it (`{passed, reasons, checked_at}`), else null. */
  prescoring: string | null;
  offers: Array<{ version: number; bankCommission: string; commission: string; sum: string; duration: number; dateFrom: string; dateTo: string; selected: boolean; acceptedAt: Date | null; deliveryType: 'digital' | 'paper' | null; createdAt: Date }>;
  demands: Array<{ kind: 'bank' | 'admin'; text: string; answerText: string | null; answeredAt: Date | null; createdAt: Date }>;
  claim: { status: string; changes: string; commission: string | null; bankAnswer: string | null; createdAt: Date; updatedAt: Date } | null;
}

/** What a batch is made for: whose requests, over which days, and the moment they end at. */
export interface PlanOptions {
  owners: BulkOwners;
  /** The latest moment of the data (requests change up to it). */
  now: Date;
  /** How far back the requests were created, in days. */
  spanDays: number;
}

const draftStatuses: ReadonlyArray<readonly [string, number]> = [
  ['draft', 40],
  ['prescored', 25],
  ['prescoring_failed', 14],
  ['agent_draft', 8],
  ['passport_check_failed', 5],
  ['revoked', 8],
];
const reviewStatuses: ReadonlyArray<readonly [string, number]> = [
  ['sent', 20],
  ['canceled', 16],
  ['offer_wait_approve', 12],
  ['bankrequest', 8],
  ['offer_sent', 6],
  ['archive', 5],
  ['prescoring_failed', 4],
  ['admin_verification', 3],
  ['sent_to_client', 3],
  ['wait_confirm_data', 3],
  ['offer', 3],
  ['discuss', 3],
  ['offer_wait_sign', 3],
  ['admin_verification_process', 2],
  ['admin_request', 2],
  ['revoked', 2],
];
const dealStatuses = rawSubStatuses.filter((status) => (statusPaths.get(status)?.accepted ?? false));
const besideDeal: ReadonlyArray<readonly [string, number]> = [
  ['canceled', 40],
  ['archive', 20],
  ['revoked', 15],
  ['offer_wait_approve', 15],
  ['offer_sent', 10],
];
const stages: ReadonlyArray<readonly [string, number]> = [
  ['y', 30],
  ['i_without_a', 35],
  ['i_with_a', 15],
  ['va', 10],
  ['go', 10],
];
const laws: ReadonlyArray<readonly [number, number]> = [
  [44, 55],
  [223, 25],
  [1, 15],
  [615, 5],
];

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const money = (value: number): string => value.toFixed(2);

function digits(random: SeededRandom, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(random.int(0, 9));
  return out;
}

/** 50 000 .. 500 000 000 roubles with kopecks, spread evenly over orders of magnitude as guarantee sums are. */
function guaranteeSum(random: SeededRandom): number {
  const value = Math.exp(Math.log(50_000) + random.next() * (Math.log(500_000_000) - Math.log(50_000)));
  return Math.min(500_000_000, Math.max(50_000, Math.round(value * 100) / 100));
}

/** 1..22 banks, most requests going to a few. */
function bankCount(random: SeededRandom): number {
  return 1 + Math.floor(21 * random.next() ** 3);
}

function sampleBanks(random: SeededRandom, count: number): BankSettings[] {
  const pool = [...banksConfig.banks];
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random.next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** Every block complete: a request goes to a bank only at 100 % (spec-2 §5.7). */
function completed(computed: RequestProgress): RequestProgress {
  return Object.fromEntries(Object.entries(computed).map(([block, points]) => [block, { count_points: points.total_points, total_points: points.total_points }])) as RequestProgress;
}

/** Stop factors whose reason needs no figures filled in: what a seeded refusal names when the limits pass. */
const plainStopReasons = Object.values(stopFactorsConfig.rules as Record<string, { reason: string }>)
  .map((rule) => rule.reason)
  .filter((reason) => !reason.includes('{'));

/**
 * The pre-scoring verdict of a path that went through pre-scoring, as /v2/bgrequest/write/{id}/prescoring
 * stores it: a refusal names the bank's limits the request breaks, or else one of its stop factors, so the
 * banks panel's «Не проходим» has its reasons (failed-info) like a real one.
 */
function plannedPrescoring(bank: BankSettings, path: StatusPath, request: { sum: number; stage: string; law: number }, uuid: string, at: (step: number) => Date): string | null {
  const step = path.steps.findIndex((item) => item.event === 'prescoring_passed' || item.event === 'prescoring_failed');
  if (step < 0) return null;
  const checkedAt = at(step);
  const passed = path.steps[step]!.event === 'prescoring_passed';
  let reasons: string[] = [];
  if (!passed) {
    reasons = [...prescore({ sum: request.sum, stage: request.stage, law: request.law }, bank, null, checkedAt).reasons];
    if (reasons.length === 0) reasons = [prescoringTexts.stopFactor(plainStopReasons[uuid.charCodeAt(0) % plainStopReasons.length]!)];
  }
  return JSON.stringify({ passed, reasons, checked_at: checkedAt.toISOString() });
}

function planSubRequest(
  random: SeededRandom,
  bank: BankSettings,
  status: string,
  request: { createdAt: Date; sum: number; stage: string; law: number; days: number; dateFrom: string; dateTo: string },
  now: Date,
): PlannedSubRequest {
  const path = statusPaths.get(status)!;
  const createdAt = new Date(request.createdAt.getTime() + random.int(0, 3_600_000));
  const moves = path.steps.length;
  // A sub-request's last move falls somewhere between its creation and now, sooner for short flows.
  const room = Math.max(0, now.getTime() - createdAt.getTime());
  const span = moves === 0 ? random.int(0, Math.min(room, 600_000)) : Math.min(room, Math.round(room * random.next() ** 1.5 * Math.min(1, 0.25 + moves * 0.1)));
  const updatedAt = new Date(createdAt.getTime() + span);
  const at = (step: number): Date => new Date(createdAt.getTime() + Math.round((span * (step + 1)) / Math.max(1, moves)));
  const sub: PlannedSubRequest = {
    uuid: random.uuid(),
    bankUuid: bank.uuid,
    path,
    archivedFrom: status === 'archive' ? (path.steps.at(-1)?.from ?? null) : null,
    cancelReason: status === 'canceled' ? random.pick(refusalReasons) : null,
    externalId: path.issued ? `${bank.short_name}-${createdAt.getUTCFullYear()}/${digits(random, 6)}` : null,
    dateTo: path.issued ? request.dateTo : null,
    hasActiveClaim: path.claimStatus !== null && path.claimStatus !== 'signed',
    createdAt,
    updatedAt,
    at,
    prescoring: null,
    offers: [],
    demands: [],
    claim: null,
  };
  sub.prescoring = plannedPrescoring(bank, path, request, sub.uuid, at);
  if (path.offered) {
    const offerStep = path.steps.findIndex((step) => step.event === 'offer');
    const acceptStep = path.steps.findIndex((step) => step.to === 'offer_accepted');
    const rate = 0.012 + random.next() * 0.038;
    const bankCommission = Math.max(1000, Math.round(request.sum * rate * (request.days / 365) * 100) / 100);
    const revisions = path.steps.filter((step) => step.event === 'offer_revised').length;
    for (let version = 1; version <= 1 + revisions; version += 1) {
      const last = version === 1 + revisions;
      const commission = version === 1 ? bankCommission : Math.round(bankCommission * (0.9 + random.next() * 0.2) * 100) / 100;
      sub.offers.push({
        version,
        bankCommission: money(commission),
        commission: money(random.chance(0.3) ? Math.round(commission * 1.1 * 100) / 100 : commission),
        sum: money(request.sum),
        duration: request.days,
        dateFrom: request.dateFrom,
        dateTo: request.dateTo,
        selected: last && path.accepted,
        acceptedAt: last && acceptStep >= 0 ? at(acceptStep) : null,
        deliveryType: last && path.accepted ? random.weighted([['digital', 80], ['paper', 20]] as const) : null,
        createdAt: at(version === 1 ? offerStep : path.steps.findIndex((step) => step.event === 'offer_revised')),
      });
    }
  }
  for (const demand of path.demands) {
    const answerStep = demand.answered ? path.steps.findIndex((step, index) => index > demand.at && step.event === 'demand_answered') : -1;
    sub.demands.push({
      kind: demand.kind,
      text: random.pick(demandTexts),
      answerText: answerStep >= 0 ? 'Документы приложены' : null,
      answeredAt: answerStep >= 0 ? at(answerStep) : null,
      createdAt: at(demand.at),
    });
  }
  if (path.claimStatus !== null) {
    const claimStep = path.steps.findIndex((step) => step.event === 'claim_sent');
    const newSum = Math.round(request.sum * (1.05 + random.next() * 0.3) * 100) / 100;
    sub.claim = {
      status: path.claimStatus,
      changes: JSON.stringify({ sum: money(newSum), text: 'Увеличение суммы гарантии по дополнительному соглашению к контракту' }),
      commission: path.claimStatus === 'sent' ? null : money(Math.max(500, Math.round((newSum - request.sum) * 0.02 * 100) / 100)),
      bankAnswer: path.claimStatus === 'sent' ? null : 'Изменения согласованы банком',
      createdAt: at(claimStep),
      updatedAt,
    };
  }
  return sub;
}

/**
 * Plans `size` requests: a company with valid registration numbers, a procurement under 44-FZ, 223-FZ,
 * 615-PP or a commercial one, the guarantee asked for, and 1..22 banks whose raw statuses follow the
 * request's stage (a draft, in review, a deal with one bank). The first sub-requests of every batch take
 * each raw status of config/statuses.json in turn, so even a small run has them all.
 */
export function planBatch(random: SeededRandom, size: number, options: PlanOptions): PlannedRequest[] {
  const { owners, client } = options.owners;
  const ownerChoices = owners.map((owner) => [owner, owner.weight] as const);
  const nowMs = options.now.getTime();
  const requests: PlannedRequest[] = [];
  let forced = 0;
  for (let i = 0; i < size; i += 1) {
    const owner = random.weighted(ownerChoices);
    const region = random.pick(seedRegions);
    const forClient = owner.actor === 'agent' && client !== null && random.chance(0.04);
    const company = owner.company ?? (forClient ? client : null);
    const isIp = company === null && random.chance(0.12);
    const registration = company ?? { ...companyRegistration(random, region.code, isIp), name: companyName(random, isIp) };
    const law = random.weighted(laws);
    const tenderNumber = law === 1 ? null : law === 223 ? `3${digits(random, 10)}` : `0${region.code}${digits(random, 16)}`;
    const lot = tenderNumber === null ? null : random.chance(0.85) ? 1 : random.int(2, 6);
    const stage = random.weighted(stages);
    const sum = guaranteeSum(random);
    const createdAt = new Date(nowMs - Math.round(random.next() * options.spanDays * dayMs));
    const dateFrom = new Date(createdAt.getTime() + random.int(1, 30) * dayMs);
    const days = random.int(30, 1100);
    const dateTo = new Date(dateFrom.getTime() + days * dayMs);
    const request = { createdAt, sum, stage, law, days, dateFrom: isoDay(dateFrom), dateTo: isoDay(dateTo) };

    const banks = sampleBanks(random, bankCount(random));
    const kind = random.weighted([['draft', 18], ['review', 52], ['deal', 30]] as const);
    const dealAt = random.int(0, banks.length - 1);
    const subs = banks.map((bank, index) => {
      let status: string;
      if (forced < rawSubStatuses.length) status = rawSubStatuses[forced++]!;
      else if (kind === 'draft') status = random.weighted(draftStatuses);
      else if (kind === 'review') status = random.weighted(reviewStatuses);
      else status = index === dealAt ? random.pick(dealStatuses) : random.weighted(besideDeal);
      return planSubRequest(random, bank, status, request, options.now);
    });

    const hasRegistryNumber = tenderNumber !== null;
    const companyStep = { name: registration.name, inn: registration.inn, ...(registration.kpp ? { kpp: registration.kpp } : {}), ogrn: registration.ogrn, is_ip: isIp, address: companyAddress(random, region), region_name: region.name };
    const guaranteeStep = { has_registry_number: hasRegistryNumber, ...(hasRegistryNumber ? { tender_number: tenderNumber, tender_lot_number: lot } : {}), stage };
    const context = stepContext({ is_ip: isIp, tender_number: tenderNumber, sum }, banks);
    const detailStep = {
      context,
      stage,
      sum,
      currency: 'rub',
      contractSum: Math.round(sum * (stage === 'y' ? 20 : 10 / 3) * 100) / 100,
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
      daysCount: days,
      hasAdvance: stage === 'i_with_a' || stage === 'va',
      beneficiary: 'bgForCustomer',
      delivery_type: random.chance(0.85) ? 'digital' : 'paper',
    };
    const sent = subs.some((sub) => sub.path.sentAt >= 0);
    // A sent request had every step checked: its questionnaire and finance are there, not only its parameters.
    const stepData = {
      'company-information': companyStep,
      'guarantee-information': guaranteeStep,
      'guaranty-detail-info': detailStep,
      ...(sent ? questionnaireSteps(random, isIp, banks, context, isoDay(options.now)) : {}),
    };
    const computed = progress(stepData, { is_ip: isIp, has_registry_number: hasRegistryNumber, needs_signers: false, selectedBanks: banks });
    const customerInn = companyRegistration(random, region.code, false).inn;
    const tender = {
      law,
      notification_number: tenderNumber,
      lot_number: lot ?? 1,
      order_name: random.pick(orderSubjects),
      max_price: detailStep.contractSum,
      currency: 'RUB',
      customer_name: random.pick(customerNames),
      customer_inn: customerInn,
      execution_from: request.dateFrom,
      execution_to: request.dateTo,
      is_joint: false,
    };
    const updatedAt = new Date(Math.max(createdAt.getTime() + 60_000, ...subs.map((sub) => sub.updatedAt.getTime())));
    requests.push({
      uuid: random.uuid(),
      organizationUuid: owner.organizationUuid,
      clientOrganizationUuid: forClient && client ? client.organizationUuid : null,
      createdBy: random.pick(owner.userIds),
      managerUserId: owner.actor === 'agent' && random.chance(0.3) ? random.pick(owner.userIds) : null,
      actor: owner.actor,
      inn: registration.inn,
      kpp: isIp ? null : registration.kpp,
      ogrn: registration.ogrn,
      name: registration.name,
      isIp,
      address: companyStep.address,
      regionName: region.name,
      law,
      tenderNumber,
      tenderLotNumber: lot,
      tender: JSON.stringify(tender),
      guaranteeType: stage,
      selectedBanks: JSON.stringify(banks.map((bank) => bank.uuid)),
      progress: JSON.stringify(sent ? completed(computed) : computed),
      readonly: subs.some((sub) => !isDraftSubRequest({ sub_status: sub.path.target })),
      createdAt,
      updatedAt: updatedAt.getTime() > nowMs ? options.now : updatedAt,
      steps: Object.entries(stepData).map(([step, data]) => ({ step, data: JSON.stringify(data) })),
      banks: subs,
    });
  }
  return requests;
}
