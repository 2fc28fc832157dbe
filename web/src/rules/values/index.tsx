import type { Component } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { ValuesKind } from '../text/types';
import {
  AqCards,
  AqCentre,
  AqHq,
  AqLab,
  AqLetters,
  AqOctopods,
  AqPackInfo,
  AqScoring,
  AqSectors,
  AqTrack,
} from './aquasphere';
import type { ValuesProps } from './common';
import { ItbTreasures } from './into-the-blue';
import { SurviveBacks, SurviveExplorers } from './survive';

const BLOCKS: Record<ValuesKind, Component<ValuesProps>> = {
  'itb-treasures': ItbTreasures,
  'surv-explorers': SurviveExplorers,
  'surv-backs': SurviveBacks,
  'aq-pack': AqPackInfo,
  'aq-sectors': AqSectors,
  'aq-hq': AqHq,
  'aq-centre': AqCentre,
  'aq-lab': AqLab,
  'aq-octopods': AqOctopods,
  'aq-cards': AqCards,
  'aq-track': AqTrack,
  'aq-scoring': AqScoring,
  'aq-letters': AqLetters,
};

/** The component values a rules text points at, from the table's options or the defaults. */
export function ValuesBlock(props: ValuesProps & { kind: ValuesKind }) {
  return (
    <Dynamic
      component={BLOCKS[props.kind]}
      options={props.options}
      players={props.players}
      fromTable={props.fromTable}
    />
  );
}
