import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process.js';
import conditionalFlows from 'bpmnlint/rules/conditional-flows.js';
import endEventRequired from 'bpmnlint/rules/end-event-required.js';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway.js';
import fakeJoin from 'bpmnlint/rules/fake-join.js';
import labelRequired from 'bpmnlint/rules/label-required.js';
import noBpmndi from 'bpmnlint/rules/no-bpmndi.js';
import noDisconnected from 'bpmnlint/rules/no-disconnected.js';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows.js';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork.js';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split.js';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements.js';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event.js';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition.js';
import startEventRequired from 'bpmnlint/rules/start-event-required.js';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway.js';

/**
 * The designer's bpmnlint configuration, compiled by hand (no bundler plugin for .bpmnlintrc
 * under Vite 8): the rules as { config, resolver }, the shape bpmn-js-bpmnlint's `linting.bpmnlint`
 * takes. "error" marks what would break a run of the process; "warn" marks modelling style.
 */
const rules = {
  'ad-hoc-sub-process': adHocSubProcess,
  'conditional-flows': conditionalFlows,
  'end-event-required': endEventRequired,
  'event-based-gateway': eventBasedGateway,
  'fake-join': fakeJoin,
  'label-required': labelRequired,
  'no-bpmndi': noBpmndi,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-gateway-join-fork': noGatewayJoinFork,
  'no-implicit-split': noImplicitSplit,
  'no-overlapping-elements': noOverlappingElements,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'start-event-required': startEventRequired,
  'superfluous-gateway': superfluousGateway,
} as const;
export type LintRuleName = keyof typeof rules;

export const lintRuleLevels: Record<LintRuleName, 'error' | 'warn'> = {
  'ad-hoc-sub-process': 'error',
  'conditional-flows': 'error',
  'end-event-required': 'error',
  'event-based-gateway': 'error',
  'fake-join': 'warn',
  'label-required': 'warn',
  'no-bpmndi': 'error',
  'no-disconnected': 'error',
  'no-duplicate-sequence-flows': 'error',
  'no-gateway-join-fork': 'warn',
  'no-implicit-split': 'warn',
  'no-overlapping-elements': 'warn',
  'single-blank-start-event': 'error',
  'single-event-definition': 'error',
  'start-event-required': 'error',
  'superfluous-gateway': 'warn',
};

export const lintResolver = {
  resolveRule(pkg: string, ruleName: string) {
    const rule = pkg === 'bpmnlint' ? rules[ruleName as LintRuleName] : undefined;
    if (!rule) throw new Error(`cannot resolve rule <${pkg}/${ruleName}>: not bundled`);
    return rule;
  },
  resolveConfig(pkg: string, configName: string): never {
    throw new Error(`cannot resolve config <${configName}> in <${pkg}>: not bundled`);
  },
};

export const lintConfig = { config: { rules: lintRuleLevels }, resolver: lintResolver };
