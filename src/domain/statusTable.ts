import statusesJson from '../../config/statuses.json';
import combinedStatusJson from '../../config/combined-status.json';
import draftStatusesJson from '../../config/draft-statuses.json';
import transitionsJson from '../../config/transitions.json';
import toastsJson from '../../config/toasts.json';
import constantsJson from '../../config/constants.json';
import type { RecordCondition, SetCondition } from './ruleMatch';
import { placeholdersOf } from './fillTemplate';

/** A rule with a condition and an analyst's explanation. */
export interface ConditionalRule {
  readonly description: string;
  readonly when: RecordCondition;
}

/** A rule that, when its condition holds, refuses with a Russian message. */
export interface MessageRule extends ConditionalRule {
  readonly message: string;
}

/** One status of spec-1 §4 (Draft, Offer, OnDemand …). */
export interface StatusDefinition {
  readonly label: string;
  readonly colour: string;
  readonly group: string;
  readonly sortOrder: number;
}

/** One raw `sub_status` value as the server sends it. */
export interface SubStatusDefinition {
  readonly label: string;
  readonly status: string;
  readonly commonGroup: string;
  readonly progressStage?: number;
  /** The step the deal's stepper stands at when it is not the stage: the guarantee issued, the contract not signed yet. */
  readonly progressStep?: number;
}

/** config/statuses.json */
export interface StatusesConfig {
  readonly groups: Readonly<Record<string, { readonly label: string; readonly order: number }>>;
  readonly commonGroups: Readonly<Record<string, { readonly label: string }>>;
  readonly statuses: Readonly<Record<string, StatusDefinition>>;
  readonly fallbackStatus: string;
  readonly subStatuses: Readonly<Record<string, SubStatusDefinition>>;
  readonly flagRules: readonly (ConditionalRule & { readonly status: string })[];
  readonly progressSteps: readonly { readonly stage: number; readonly label: string }[];
  readonly draftLike: readonly ConditionalRule[];
  readonly discussion: { readonly subStatuses: readonly string[] };
  readonly claim: { readonly checks: readonly MessageRule[] };
  readonly revocation: { readonly checks: readonly MessageRule[]; readonly event: string };
  readonly chat: { readonly splittedDemandMarker: string; readonly splittedDemandStatuses: readonly string[] };
}

/** One ordered rule of the combined status of a root request. */
export interface CombinedRule {
  readonly id: string;
  readonly when: SetCondition;
  readonly status: string;
  readonly label: string;
  readonly colour: string;
  readonly revocable: boolean;
  readonly editable: boolean;
}

/** config/combined-status.json */
export interface CombinedStatusConfig {
  readonly rules: readonly CombinedRule[];
}

/** One editing-stage status of a draft (DraftCanBeSent …). */
export interface DraftStatusDefinition {
  readonly label: string;
  readonly colour: string;
  readonly priority: number;
  readonly tooltip?: { readonly agent: string; readonly client: string };
}

/** config/draft-statuses.json */
export interface DraftStatusesConfig {
  readonly inheritsFrom: string;
  readonly statuses: Readonly<Record<string, DraftStatusDefinition>>;
  readonly otherPriority: number;
  readonly basePriorities: readonly { readonly status: string; readonly priority: number }[];
  readonly rules: readonly (ConditionalRule & { readonly status?: string; readonly keep?: boolean })[];
  readonly subFlags: readonly (ConditionalRule & { readonly flag: string; readonly label: string })[];
  readonly hints: { readonly currentStepInvalid: string; readonly continueFilling: string; readonly sent: string };
  readonly linkHints: readonly { readonly status: string; readonly label: string }[];
}

/** config/transitions.json */
export interface TransitionsConfig {
  readonly initial: string;
  readonly events: Readonly<Record<string, { readonly label: string }>>;
  readonly transitions: readonly { readonly event: string; readonly from: readonly string[]; readonly to: string }[];
  readonly refusals: { readonly unknownStatus: string; readonly unknownEvent: string; readonly notAllowed: string };
}

/** The toast a push rule produces, before `{n}` and `{bank}` are filled in. */
export interface ToastTemplate {
  readonly type: string;
  readonly title: string;
  readonly text: string;
  readonly lifetime?: string;
  readonly buttons: readonly { readonly label: string; readonly action: string }[];
  /** The line of the request's summary toast: what one bank did, what several did. */
  readonly group?: { readonly one: string; readonly many: string };
}

/** One rule of reaction to a push event. */
export interface PushRule {
  readonly id: string;
  readonly description: string;
  readonly when: RecordCondition;
  readonly reactions?: readonly string[];
  readonly toast?: ToastTemplate;
  readonly suppressWhen?: readonly string[];
}

/** How the push toasts of one request are summed up in one toast (config/toasts.json `grouping`). */
export interface ToastGrouping {
  readonly title: string;
  readonly line: string;
  readonly bankWords: readonly string[];
  readonly eventWords: readonly string[];
}

/** config/toasts.json */
export interface ToastsConfig {
  readonly types: Readonly<Record<string, { readonly colour: string; readonly background: string; readonly accent: string }>>;
  readonly hideAllThreshold: number;
  readonly maxVisible: { readonly desktop: number; readonly phone: number };
  readonly grouping: ToastGrouping;
  readonly copyConfirmationMs: number;
  readonly copiedLabel: string;
  readonly pushToastDefaults: { readonly mode: string; readonly action: string };
  readonly suppressions: Readonly<Record<string, ConditionalRule>>;
  readonly statusChangeReactions: readonly string[];
  readonly chatMessageReactions: readonly string[];
  readonly pushRules: readonly PushRule[];
}

/** The part of config/constants.json the status engine reads: named toast lifetimes. */
export interface ToastLifetimesConfig {
  readonly toast: { readonly lifetimes: Readonly<Record<string, number | null>> };
}

/** Every config file the status engine interprets. */
export interface StatusConfigs {
  readonly statuses: StatusesConfig;
  readonly combinedStatus: CombinedStatusConfig;
  readonly draftStatuses: DraftStatusesConfig;
  readonly transitions: TransitionsConfig;
  readonly toasts: ToastsConfig;
  readonly constants: ToastLifetimesConfig;
}

/** The configs with lookups built once; every status function reads only this. */
export interface StatusTable {
  readonly configs: StatusConfigs;
  readonly statuses: ReadonlyMap<string, StatusDefinition>;
  readonly subStatuses: ReadonlyMap<string, SubStatusDefinition>;
  readonly draftStatuses: ReadonlyMap<string, DraftStatusDefinition>;
  /** from raw status -> event -> next raw status */
  readonly transitions: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** A config that contradicts itself or another config; the message lists every problem in Russian. */
export class StatusConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Конфигурация статусов содержит ошибки:\n${problems.join('\n')}`);
    this.name = 'StatusConfigError';
  }
}

const mapOf = <T>(record: Readonly<Record<string, T>>): Map<string, T> => new Map(Object.entries(record));

function indexTransitions(config: TransitionsConfig, problems: string[]): Map<string, Map<string, string>> {
  const index = new Map<string, Map<string, string>>();
  for (const { event, from, to } of config.transitions) {
    for (const source of from) {
      const byEvent = index.get(source) ?? new Map<string, string>();
      const existing = byEvent.get(event);
      if (existing !== undefined && existing !== to) {
        problems.push(`transitions: из «${source}» событие «${event}» ведёт и в «${existing}», и в «${to}»`);
      }
      byEvent.set(event, to);
      index.set(source, byEvent);
    }
  }
  return index;
}

/**
 * Checks what the meta-schemas cannot see inside one file (a catch-all last rule, templates) and
 * every reference between the status files, so a modified copy handed to the factory fails early
 * with a Russian list of problems instead of misbehaving later.
 */
function crossCheck(configs: StatusConfigs, table: Omit<StatusTable, 'configs'>, problems: string[]): void {
  const { statuses, combinedStatus, draftStatuses, transitions, toasts, constants } = configs;
  const need = (known: { has(key: string): boolean }, key: string, where: string) => {
    if (!known.has(key)) problems.push(`${where}: неизвестный ключ «${key}»`);
  };
  const keys = (record: object) => new Set(Object.keys(record));
  const groups = keys(statuses.groups);
  const commonGroups = keys(statuses.commonGroups);
  const events = keys(transitions.events);
  const suppressions = keys(toasts.suppressions);
  const lifetimes = keys(constants.toast.lifetimes);
  const toastTypes = keys(toasts.types);

  for (const [key, status] of table.statuses) need(groups, status.group, `statuses /statuses/${key}/group`);
  need(table.statuses, statuses.fallbackStatus, 'statuses /fallbackStatus');
  for (const [key, sub] of table.subStatuses) {
    need(table.statuses, sub.status, `statuses /subStatuses/${key}/status`);
    need(commonGroups, sub.commonGroup, `statuses /subStatuses/${key}/commonGroup`);
  }
  statuses.flagRules.forEach((rule, i) => need(table.statuses, rule.status, `statuses /flagRules/${i}/status`));
  need(events, statuses.revocation.event, 'statuses /revocation/event');

  combinedStatus.rules.forEach((rule, i) => {
    for (const list of [rule.when.any, rule.when.all, rule.when.none]) {
      for (const status of list ?? []) need(table.statuses, status, `combined-status /rules/${i}/when`);
    }
  });
  const lastCombined = combinedStatus.rules.at(-1);
  if (!lastCombined || Object.keys(lastCombined.when).length > 0) {
    problems.push('combined-status /rules: последнее правило должно подходить всегда (пустое условие when)');
  }

  need(table.statuses, draftStatuses.inheritsFrom, 'draft-statuses /inheritsFrom');
  draftStatuses.rules.forEach((rule, i) => {
    if (rule.status !== undefined) need(table.draftStatuses, rule.status, `draft-statuses /rules/${i}/status`);
  });
  const lastDraft = draftStatuses.rules.at(-1);
  if (!lastDraft || Object.keys(lastDraft.when).length > 0) {
    problems.push('draft-statuses /rules: последнее правило должно подходить всегда (пустое условие when)');
  }

  need(table.subStatuses, transitions.initial, 'transitions /initial');
  transitions.transitions.forEach((transition, i) => {
    need(events, transition.event, `transitions /transitions/${i}/event`);
    for (const source of transition.from) need(table.subStatuses, source, `transitions /transitions/${i}/from`);
    need(table.subStatuses, transition.to, `transitions /transitions/${i}/to`);
  });

  if (!['full', 'short'].includes(toasts.pushToastDefaults.mode)) {
    problems.push(`toasts /pushToastDefaults/mode: неизвестный режим «${toasts.pushToastDefaults.mode}»`);
  }
  toasts.pushRules.forEach((rule, i) => {
    for (const name of rule.suppressWhen ?? []) need(suppressions, name, `toasts /pushRules/${i}/suppressWhen`);
    if (!rule.toast) return;
    need(toastTypes, rule.toast.type, `toasts /pushRules/${i}/toast/type`);
    if (rule.toast.lifetime !== undefined) need(lifetimes, rule.toast.lifetime, `toasts /pushRules/${i}/toast/lifetime`);
    for (const text of [rule.toast.title, rule.toast.text]) {
      for (const name of placeholdersOf(text)) {
        if (name !== 'n' && name !== 'bank') problems.push(`toasts /pushRules/${i}/toast: неизвестная подстановка «{${name}}»`);
      }
    }
  });
}

/**
 * Builds the status table from config objects (the shipped files or a modified copy).
 * Throws `StatusConfigError` listing every broken reference in Russian.
 */
export function createStatusTable(configs: StatusConfigs): StatusTable {
  const problems: string[] = [];
  const lookups = {
    statuses: mapOf(configs.statuses.statuses),
    subStatuses: mapOf(configs.statuses.subStatuses),
    draftStatuses: mapOf(configs.draftStatuses.statuses),
    transitions: indexTransitions(configs.transitions, problems),
  };
  crossCheck(configs, lookups, problems);
  if (problems.length > 0) throw new StatusConfigError(problems);
  return { configs, ...lookups };
}

/** The config files as shipped in `config/`. */
export const shippedStatusConfigs: StatusConfigs = {
  statuses: statusesJson,
  combinedStatus: combinedStatusJson,
  draftStatuses: draftStatusesJson,
  transitions: transitionsJson,
  toasts: toastsJson,
  constants: constantsJson,
};

/** The status table of the shipped config files. */
export const shippedStatusTable: StatusTable = createStatusTable(shippedStatusConfigs);
