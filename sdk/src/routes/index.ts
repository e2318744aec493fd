export {
  parsePattern,
  patternParams,
  staticLength,
  withoutOptional,
  fillPattern,
  matchPattern,
  patternSource,
  MissingRouteParamError,
  isMissingRouteParamError,
} from './pattern';
export type { PatternSegment, PatternParams } from './pattern';
