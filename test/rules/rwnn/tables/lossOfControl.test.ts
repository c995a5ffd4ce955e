import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { LOSS_OF_CONTROL } from '../../../../src/rules/rwnn/tables/lossOfControl.ts';

describe('LOSS_OF_CONTROL (000 LOSS OF CONTROL)', () => {
  it('cites 000 LOSS OF CONTROL', () => {
    expect(LOSS_OF_CONTROL.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'LOSS OF CONTROL',
    });
  });

  it('lists the six numbered circumstances, "1. As a result of putting his horse on a collision course" to "6. As the result of receiving a graze"', () => {
    expect(LOSS_OF_CONTROL.whenToThrow).toHaveLength(6);
    expect(LOSS_OF_CONTROL.whenToThrow.map((line) => line.slice(0, 3))).toEqual([
      '1. ',
      '2. ',
      '3. ',
      '4. ',
      '5. ',
      '6. ',
    ]);
    expect(LOSS_OF_CONTROL.whenToThrow[4]).toBe(
      '5. If he rolls three 6’s simultaneously when rolling for horse movement, or an Inept rider moves 30 inches or more.',
    );
    expect(LOSS_OF_CONTROL.whenToThrow[5]).toBe(
      '6. As the result of receiving a graze ( Inept and Poor only), a flesh wound (not Expert) or a serious wound.',
    );
  });

  it('"1, 2, 3: rider loses control, thrown again below." / "4, 5, 6: everything fine"', () => {
    expect(LOSS_OF_CONTROL.heading).toBe('Does Rider Lose Control? Throw a dice:');
    expect(DIE_FACES.map((f) => LOSS_OF_CONTROL.losesControl[f].outcome)).toEqual([
      'loses-control',
      'loses-control',
      'loses-control',
      'fine',
      'fine',
      'fine',
    ]);
    expect(LOSS_OF_CONTROL.losesControl[1].printed).toBe('1, 2, 3: rider loses control, thrown again below.');
    expect(LOSS_OF_CONTROL.losesControl[6].printed).toMatch(/^4, 5, 6: everything fine; horse continues/);
  });

  it('"1, 2: Horse bucks." / "3, 4: Horse rears." / "5, 6: Horse bolts."', () => {
    expect(DIE_FACES.map((f) => LOSS_OF_CONTROL.reaction[f].outcome)).toEqual([
      'bucks',
      'bucks',
      'rears',
      'rears',
      'bolts',
      'bolts',
    ]);
    expect(LOSS_OF_CONTROL.reaction[2].printed).toMatch(
      /^1, 2: Horse bucks\..*Use the ‘Bucking Sequence’ below\.$/,
    );
    expect(LOSS_OF_CONTROL.reaction[3].printed).toBe(
      '3, 4: Horse rears. See if the rider is thrown, using part “d:” of the chart below.',
    );
    expect(LOSS_OF_CONTROL.reaction[5].printed).toMatch(/^5, 6: Horse bolts\. The rider is treated as Inept/);
  });

  it('a bolting horse is stopped "with a throw of 4, 5 or 6 (Inept subtract two, Expert add one)"', () => {
    expect(LOSS_OF_CONTROL.stopBoltingHorse.succeedsOn).toEqual([4, 5, 6]);
    expect(LOSS_OF_CONTROL.stopBoltingHorse.modifiers).toEqual({ inept: -2, poor: 0, good: 0, expert: 1 });
    expect(LOSS_OF_CONTROL.stopBoltingHorse.printed).toContain('(Inept subtract two, Expert add one)');
  });
});
