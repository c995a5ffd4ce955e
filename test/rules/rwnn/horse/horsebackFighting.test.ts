import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  fightCallsForControl,
  footResponseOutcome,
  newFootOutcome,
  outOfTheWayInches,
  type FootRound,
} from '../../../../src/rules/rwnn/horse/footResponseOutcome.ts';
import {
  mayFireHastyShot,
  mayRespond,
  type ManOnFoot,
} from '../../../../src/rules/rwnn/horse/footResponses.ts';
import {
  horsebackAttacks,
  planAllowed,
  strikeTarget,
  trampledOnContact,
} from '../../../../src/rules/rwnn/horse/horsebackAttacks.ts';
import {
  DEFAULT_HORSE_READINGS,
  type HorseReadings,
} from '../../../../src/rules/rwnn/horse/HorseReadings.ts';
import { newRedBlackMove } from '../../../../src/rules/rwnn/horse/redBlackDice.ts';
import {
  bowledOver,
  caughtThrow,
  newCaughtThrow,
} from '../../../../src/rules/rwnn/horse/trampledOrThrown.ts';
import { withinMountReach } from '../../../../src/rules/rwnn/horse/withinMountReach.ts';
import type { FootResponseId } from '../../../../src/rules/rwnn/tables/attackedOnFoot.ts';

const R = DEFAULT_HORSE_READINGS;

describe('000 FIGHTING FROM HORSEBACK & TRAMPLING', () => {
  it('"If a rider’s last movement throw was just one dice, he must halt alongside his opponent and fight"', () => {
    expect(horsebackAttacks('expert', 1)).toEqual({
      mustHalt: true,
      mayTrample: false,
      passingBlows: 0,
      trampleAndBlows: false,
    });
    expect(planAllowed('expert', 1, { trample: true, passingBlows: 0 })).toBe(false);
    expect(planAllowed('expert', 1, { trample: false, passingBlows: 0 })).toBe(true);
  });

  it('"two or more dice, an Inept or Poor rider may choose to either trample ... or strike a passing blow ... only one passing blow per turn"', () => {
    expect(horsebackAttacks('poor', 2)).toEqual({
      mustHalt: false,
      mayTrample: true,
      passingBlows: 1,
      trampleAndBlows: false,
    });
    expect(planAllowed('inept', 2, { trample: true, passingBlows: 0 })).toBe(true);
    expect(planAllowed('poor', 3, { trample: false, passingBlows: 1 })).toBe(true);
    expect(planAllowed('poor', 3, { trample: true, passingBlows: 1 })).toBe(false);
    expect(planAllowed('poor', 3, { trample: false, passingBlows: 2 })).toBe(false);
  });

  it('"Good and Expert riders may both trample and strike a passing blow ... any number of passing blows per turn against different opponents"', () => {
    expect(horsebackAttacks('good', 2).trampleAndBlows).toBe(true);
    expect(planAllowed('good', 2, { trample: true, passingBlows: 4 })).toBe(true);
    expect(planAllowed('expert', 3, { trample: true, passingBlows: 2 })).toBe(true);
  });

  it('"may strike against the horse if he is being trampled, otherwise against the rider, but may choose his target in a stationary combat"', () => {
    expect(strikeTarget('trample', false, 'rider')).toBe('horse');
    expect(strikeTarget('passing-blow', false, 'horse')).toBe('rider');
    expect(strikeTarget('stationary', false, 'horse')).toBe('horse');
    // "Where two mounted characters fight, they may each choose their targets."
    expect(strikeTarget('passing-blow', true, 'horse')).toBe('horse');
  });

  it('"Any character on foot who otherwise comes into contact with a moving horse ... is automatically trampled"; "Mounted opponents are never trampled."', () => {
    expect([trampledOnContact(false, 2), trampledOnContact(true, 3), trampledOnContact(false, 0)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('000 ATTACKING CHARACTERS ON FOOT: who may do what', () => {
  const man = (o: Partial<ManOnFoot> = {}): ManOnFoot => ({
    cls: 'gunman',
    yellow: false,
    rider: 'poor',
    loadedAndFacing: true,
    ...o,
  });
  const allowed = (m: ManOnFoot) =>
    (['dive', 'dodge', 'stand-and-fight', 'heroic-leap'] as FootResponseId[]).filter((r) => mayRespond(m, r));

  it('"with a loaded weapon and facing the right direction ... may first fire a hasty shot"', () => {
    expect([mayFireHastyShot(man()), mayFireHastyShot(man({ loadedAndFacing: false }))]).toEqual([
      true,
      false,
    ]);
  });

  it('"Dive out of the way (this is compulsory for Citizens and Yellow characters)"', () => {
    expect(allowed(man({ cls: 'citizen' }))).toEqual(['dive']);
    expect(allowed(man({ yellow: true, cls: 'legend' }))).toEqual(['dive']);
  });

  it('"Make a heroic leap. (Only Legends, Expert horsemen)"', () => {
    expect(allowed(man())).toEqual(['dive', 'dodge', 'stand-and-fight']);
    expect(allowed(man({ cls: 'legend' }))).toEqual(['dive', 'dodge', 'stand-and-fight', 'heroic-leap']);
    expect(allowed(man({ rider: 'expert' }))).toEqual(['dive', 'dodge', 'stand-and-fight', 'heroic-leap']);
  });
});

describe('000 ATTACKING CHARACTERS ON FOOT: what each response does after the round', () => {
  const round = (o: Partial<FootRound> = {}): FootRound => ({
    trample: true,
    attackerSixes: 1,
    defenderSixes: 1,
    hit: false,
    horseBolting: false,
    ...o,
  });
  const after = (response: FootResponseId, o: Partial<FootRound> = {}, r: HorseReadings = R) => ({
    ...footResponseOutcome(response, round(o), r, newFootOutcome()),
  });

  it('dive: "survives a round of combat without receiving a hit ... dives one dice worth of inches ... He is knocked down and winded"', () => {
    const out = after('dive', { trample: false });
    expect(out).toEqual({
      knockedDownWinded: true,
      movesAway: true,
      facesAsHeChooses: false,
      mayStopBolt: false,
      inSaddle: false,
    });
    const dice = new ScriptedDice([4]);
    expect(outOfTheWayInches(out, dice)).toBe(4);
    dice.assertConsumed();
  });

  it('dodge: unhit, "moves a dice worth of inches in any direction, ending facing in his players choice", and stays up', () => {
    expect(after('dodge')).toEqual({
      knockedDownWinded: false,
      movesAway: true,
      facesAsHeChooses: true,
      mayStopBolt: false,
      inSaddle: false,
    });
    // Hit, he does not get away, and a trampled man goes down.
    expect(after('dodge', { hit: true })).toMatchObject({ movesAway: false, knockedDownWinded: true });
    expect(outOfTheWayInches(after('dodge', { hit: true }), new ScriptedDice([]))).toBe(0);
  });

  it('stand and fight: "If the horse is bolting, and the character is not hit, he may throw to ... bring it under control"', () => {
    expect(after('stand-and-fight', { horseBolting: true, trample: false }).mayStopBolt).toBe(true);
    expect(after('stand-and-fight', { horseBolting: true, hit: true }).mayStopBolt).toBe(false);
    expect(after('stand-and-fight', { horseBolting: false }).mayStopBolt).toBe(false);
  });

  it('heroic leap: "if the leaping character throws the most 6’s, he does indeed leap up into the saddle"; a tie is not the most', () => {
    expect(after('heroic-leap', { attackerSixes: 1, defenderSixes: 2 }).inSaddle).toBe(true);
    expect(after('heroic-leap', { attackerSixes: 2, defenderSixes: 2 })).toMatchObject({
      inSaddle: false,
      knockedDownWinded: true,
    });
  });

  it('"TRAMPLED OR THROWN CHARACTERS are always knocked down and winded": hit or not by default, only hit under when-hit', () => {
    expect(after('stand-and-fight').knockedDownWinded).toBe(true);
    const whenHit: HorseReadings = { ...R, trampledDown: 'when-hit' };
    expect(after('stand-and-fight', {}, whenHit).knockedDownWinded).toBe(false);
    expect(after('stand-and-fight', { hit: true }, whenHit).knockedDownWinded).toBe(true);
    // A passing blow or a halted fight is no trample.
    expect(after('stand-and-fight', { trample: false }).knockedDownWinded).toBe(false);
  });

  it('LOSS OF CONTROL 2 "As a result of combat": every fight by default; under blow-struck only a blow landed or a round lost on 6s', () => {
    expect(fightCallsForControl(R, false, false)).toBe(true);
    const struck: HorseReadings = { ...R, combatControl: 'blow-struck' };
    expect([
      fightCallsForControl(struck, false, false),
      fightCallsForControl(struck, true, false),
      fightCallsForControl(struck, false, true),
    ]).toEqual([false, true, true]);
  });
});

describe('000 FIGHTING, TRAMPLED OR THROWN CHARACTERS', () => {
  it('"Bowled over": red 6, black 1: "propelled the difference between the two scores", "parallel to a line drawn from ... the red to the black"', () => {
    const dice = new ScriptedDice([6, 1], [200]);
    expect({ ...bowledOver(dice, newRedBlackMove()) }).toEqual({ inches: 5, degrees: 200 });
    dice.assertConsumed();
  });

  it('"Foot caught in stirrup ... A second 1 allows the character to escape, otherwise he suffers the damage indicated"', () => {
    const caught = (friends: number, face: number) => ({
      ...caughtThrow(friends, new ScriptedDice([face]), newCaughtThrow()),
    });
    expect(caught(0, 1)).toEqual({ escapes: true, face: 1 });
    expect(caught(0, 4)).toEqual({ escapes: false, face: 4 });
    // "trapped underneath ... subtract one from the dice for each friend trying to pull him clear"
    expect(caught(2, 3)).toEqual({ escapes: true, face: 1 });
    expect(caught(2, 6)).toEqual({ escapes: false, face: 4 });
  });

  it('"Mount or Dismount Steed: the character must be within three inches of the beast."', () => {
    expect([withinMountReach(3), withinMountReach(3.5)]).toEqual([true, false]);
  });
});
