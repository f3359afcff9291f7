import scenariosFile from '../../../config/bank-scenarios.json';
import { banksConfig } from '../../domain/banks';

/** One step of a simulated bank (schemas/meta/bank-scenarios.schema.json). */
export interface ScenarioStep {
  status: string;
  after_seconds: number;
  action: 'event' | 'offer' | 'demand' | 'document' | 'claim_answer';
  max_times?: number;
  event?: string;
  comment?: string;
  cancel_reason?: string;
  commission_percent?: number;
  text?: string;
  required_documents?: { type: string; name: string }[];
  kind?: 'guarantee' | 'contract' | 'draft_agreement' | 'claim_document' | 'offer_document' | 'additional_document' | 'other';
  decision?: 'approve' | 'reject';
}

interface ScenarioEntry {
  label: string;
  extends?: string;
  steps: ScenarioStep[];
}

/** The platform operator's step the simulator plays besides the banks (schemas/meta/bank-scenarios.schema.json). */
export interface OperatorScenario {
  label: string;
  /** While a person has read the operator's desk this recently (real seconds), the simulator leaves verification to him. */
  desk_presence_seconds?: number;
  verification: {
    after_seconds: number;
    result: 'passed' | 'failed' | 'demand';
    comment?: string;
  };
}

/** How the simulated banks play their chats (schemas/meta/bank-scenarios.schema.json `chat`). */
export interface ChatScenario {
  label: string;
  answer: { after_seconds: number; text: string };
  document_for_signing?: { status: string; after_seconds: number; text: string; file_name: string };
}

export interface ScenariosFile {
  default_scenario: string;
  chat?: ChatScenario;
  /** Sub-requests changed longer ago than this are left as they are. */
  play_window_hours?: number;
  operator?: OperatorScenario;
  banks: Record<string, string>;
  scenarios: Record<string, ScenarioEntry>;
}

/** A scenario with its inherited steps laid out: own steps first, then the parent's, and so on. */
export interface Scenario {
  name: string;
  label: string;
  steps: ScenarioStep[];
}

/** Resolves `extends` chains (a cycle stops at the first repeat). */
export function resolveScenario(file: ScenariosFile, name: string): Scenario {
  const steps: ScenarioStep[] = [];
  const seen = new Set<string>();
  let current: string | undefined = name;
  while (current && !seen.has(current)) {
    seen.add(current);
    const entry: ScenarioEntry | undefined = file.scenarios[current];
    if (!entry) throw new Error(`bank scenario "${current}" is not in config/bank-scenarios.json`);
    steps.push(...entry.steps);
    current = entry.extends;
  }
  return { name, label: file.scenarios[name]?.label ?? name, steps };
}

/** The scenario each configured bank plays, by bank uuid. */
export function scenariosByBank(file: ScenariosFile = scenariosFile as ScenariosFile): Map<string, Scenario> {
  const byBank = new Map<string, Scenario>();
  for (const bank of banksConfig.banks) byBank.set(bank.uuid, resolveScenario(file, file.banks[bank.internal_name] ?? file.default_scenario));
  return byBank;
}

/** The operator's step of the scenarios file, or null when only a person verifies. */
export function operatorScenario(file: ScenariosFile = scenariosFile as ScenariosFile): OperatorScenario | null {
  return file.operator ?? null;
}

/** The chat play of the scenarios file, or null when the simulated banks keep silent in chats. */
export function chatScenario(file: ScenariosFile = scenariosFile as ScenariosFile): ChatScenario | null {
  return file.chat ?? null;
}

/** The shipped scenarios file. */
export const shippedScenarios = scenariosFile as ScenariosFile;

/** The play window of the scenarios file in milliseconds, or null when the simulator plays every sub-request. */
export function playWindowMs(file: ScenariosFile = scenariosFile as ScenariosFile): number | null {
  return file.play_window_hours === undefined ? null : file.play_window_hours * 3_600_000;
}
