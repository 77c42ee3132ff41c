// The logic rules at answer time: which elements show, whether submission is forbidden; and the
// designer's warnings about rules that can never fire.
export { LogicEngine, evaluateLogic, type LogicChange, type LogicState } from './engine';
export { ruleWarnings } from './rule-warnings';
export { showsInCycle } from './rule-cycles';
