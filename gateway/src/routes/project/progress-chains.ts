import { projectLifecycle } from '@ccer/contracts';
import { registrationChains } from '../../domain/lifecycle/registration-chain.ts';

/** The project application's progress chains over processes/project/ccerProjectPubApply.bpmn. */
const chains = registrationChains(projectLifecycle);
export const projectChain = chains.main;
export const projectRecallChain = chains.recall;
