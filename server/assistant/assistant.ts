import type { Config } from '../config';
import { createBuiltInCoach } from './providers/built-in-coach';
import { createImageDescriber, createModelAssistant, type DescribeImage } from './providers/openai-compatible';
import type { Assistant, AssistantLogger } from './types';

// Which assistant answers is decided once, from the configuration: the model when LLM_* are set (with the
// built-in coach answering whenever the model cannot), else the built-in coach alone.

export function createAssistant(config: Pick<Config, 'llm'>, logger?: AssistantLogger): Assistant {
  const coach = createBuiltInCoach();
  if (!config.llm) return coach;
  return createModelAssistant({ ...config.llm, logger, fallback: coach });
}

/** Photo descriptions through the configured model; undefined when none is configured. */
export function createDescribeImage(config: Pick<Config, 'llm'>, logger?: AssistantLogger): DescribeImage | undefined {
  return config.llm ? createImageDescriber({ ...config.llm, logger }) : undefined;
}
