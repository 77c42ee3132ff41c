import type { AnswerValue, Answers } from '../answers/answer.schema';
import { conditionHolds } from './compare';
import type { LogicRule } from '../forms/rule.schema';

export interface LogicState {
  /** Elements that a "show" rule controls and that are currently hidden. */
  hidden: ReadonlySet<string>;
  /** Ids of the rules that currently forbid submission. */
  forbiddenBy: readonly string[];
}

export interface LogicChange {
  shown: string[];
  hidden: string[];
  forbidden: boolean;
}

/**
 * Incremental evaluation: a changed answer re-evaluates only the rules that read it, and a
 * visibility change cascades to the rules that read the element whose visibility changed
 * (an answer to a hidden element counts as no answer).
 */
export class LogicEngine {
  private readonly answers = new Map<string, AnswerValue>();
  private readonly firing = new Set<string>();
  private readonly hidden = new Set<string>();
  private readonly rulesByElement = new Map<string, LogicRule[]>();
  private readonly showersOf = new Map<string, LogicRule[]>();
  /** how many forbidding rules fire now */
  private forbidding = 0;

  constructor(private readonly rules: readonly LogicRule[], initial: Answers = {}) {
    for (const rule of rules) {
      for (const id of new Set(rule.conditions.map((c) => c.elementId))) push(this.rulesByElement, id, rule);
      for (const action of rule.actions) {
        if (action.type === 'show') for (const id of action.elementIds) push(this.showersOf, id, rule);
      }
    }
    for (const id of this.showersOf.keys()) this.hidden.add(id);
    for (const [id, value] of Object.entries(initial)) this.answers.set(id, value);
    this.reevaluate(rules);
  }

  setAnswer(elementId: string, value: AnswerValue | undefined): LogicChange {
    if (value === undefined) this.answers.delete(elementId);
    else this.answers.set(elementId, value);
    return this.reevaluate(this.rulesByElement.get(elementId) ?? []);
  }

  state(): LogicState {
    return {
      hidden: new Set(this.hidden),
      forbiddenBy: this.rules.filter((r) => this.firing.has(r.id) && forbids(r)).map((r) => r.id),
    };
  }

  isVisible(elementId: string): boolean {
    return !this.hidden.has(elementId);
  }

  private effectiveAnswer(elementId: string): AnswerValue | undefined {
    return this.hidden.has(elementId) ? undefined : this.answers.get(elementId);
  }

  /** Cost follows the rules reached (the changed element's, then the cascade), not the form's size. */
  private reevaluate(start: readonly LogicRule[]): LogicChange {
    const change: LogicChange = { shown: [], hidden: [], forbidden: false };
    const queue = [...start];
    const guard = (this.rules.length * (this.showersOf.size + 1) + 1) * 4;
    for (let head = 0; head < queue.length && head < guard; head++) {
      const rule = queue[head];
      if (rule === undefined) break;
      const fires = this.fires(rule);
      if (fires === this.firing.has(rule.id)) continue;
      if (fires) this.firing.add(rule.id);
      else this.firing.delete(rule.id);
      if (forbids(rule)) this.forbidding += fires ? 1 : -1;
      for (const action of rule.actions) {
        if (action.type !== 'show') continue;
        for (const target of action.elementIds) {
          const visible = (this.showersOf.get(target) ?? []).some((r) => this.firing.has(r.id));
          if (visible === !this.hidden.has(target)) continue;
          if (visible) this.hidden.delete(target);
          else this.hidden.add(target);
          (visible ? change.shown : change.hidden).push(target);
          queue.push(...(this.rulesByElement.get(target) ?? []));
        }
      }
    }
    change.forbidden = this.forbidding > 0;
    change.shown = unique(change.shown).filter((id) => !this.hidden.has(id));
    change.hidden = unique(change.hidden).filter((id) => this.hidden.has(id));
    return change;
  }

  private fires(rule: LogicRule): boolean {
    const results = rule.conditions.map((c) => conditionHolds(c, this.effectiveAnswer(c.elementId)));
    return rule.join === 'and' ? results.every(Boolean) : results.some(Boolean);
  }
}

/** One-shot evaluation, as the server does on submission. */
export function evaluateLogic(rules: readonly LogicRule[], answers: Answers): LogicState {
  return new LogicEngine(rules, answers).state();
}

function forbids(rule: LogicRule): boolean {
  return rule.actions.some((a) => a.type === 'forbidSubmit');
}

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
