import type { Dice } from '../../dice/Dice.ts';
import { preferredSkill } from '../../policies/campaign/preferredSkill.ts';
import { shootoutParamsJson } from '../shootout/herd/HerdEntry.ts';
import { awardExperience, type ExperienceContext } from '../../rules/rwnn/experience/awardExperience.ts';
import { experienceRulesOf } from '../../rules/rwnn/experience/experienceRules.ts';
import type { GunfightRecord } from '../../rules/rwnn/experience/GunfightRecord.ts';
import { RECRUIT_CHARTS } from '../../rules/rwnn/experience/recruitCharts.ts';
import type { FigureRules } from '../../rules/rwnn/figure/FigureRules.ts';
import { resolveSkills } from '../../rules/rwnn/figure/resolveSkills.ts';
import { RULESET_OPTIONS } from '../../rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { JsonObject } from '../Scenario.ts';
import { buildShootout } from '../shootout/buildShootout.ts';
import { readShootoutCell } from '../shootout/readShootoutCell.ts';
import { ShootoutResult } from '../shootout/ShootoutResult.ts';
import { shootoutRules } from '../shootout/ShootoutRules.ts';
import { SHOOTOUT_OPTIONS } from '../shootout/shootoutOptions.ts';
import type { CampaignCell } from './CampaignCell.ts';
import { CampaignMan } from './CampaignMan.ts';
import type { CampaignOutcome } from './CampaignOutcome.ts';
import { GunfightWatcher } from './GunfightWatcher.ts';

/**
 * Plays campaigns: a series of gunfights between two bands (003 and 000 EXPERIENCE), each a shootout played
 * by the shootout scenario's own builder and engine, with experience, promotion, skills, deaths, the
 * seriously wounded sitting out and recruits between them. Every throw comes from the one stream it is
 * handed, in a fixed order (the gunfight, then each surviving man's experience in the gunfight's figure
 * order, then each band's recruit), so a campaign is a trial like any other. It ends early when a band has
 * nobody fit to fight.
 *
 * A gunfight's men differ from the last one's (classes, skills, the dead and the recruits), so each
 * gunfight builds its own game: a campaign allocates per gunfight, unlike a duel or a shootout.
 *
 * @example new CampaignGame(cell).play(dice, outcome).wins[0]
 */
export class CampaignGame {
  private readonly figure: FigureRules;
  private readonly sideNames: readonly string[];
  private readonly areas: readonly (string | null)[];
  private readonly result = new ShootoutResult(2);

  constructor(readonly cell: CampaignCell) {
    const s = cell.shootout;
    const rulesetOptions = Object.fromEntries(
      Object.entries(s.options).filter(([k]) => RULESET_OPTIONS.some((o) => o.key === k)),
    );
    // The figure rules the shootout itself resolves skills by: a man "can take" a skill exactly when the
    // gunfight would play it.
    this.figure = shootoutRules(rwnnRuleset(s.ruleset, rulesetOptions), s.options).duel.figure;
    this.sideNames = s.sides.map((x) => x.name);
    this.areas = s.sides.map((x) => x.side.area);
  }

  /** The bands as the file gives them, each man at the start of his career. */
  private startingBands(): CampaignMan[] {
    const men: CampaignMan[] = [];
    this.cell.shootout.sides.forEach(({ side }, b) => {
      for (const [name, f] of Object.entries(side.figures))
        men.push(new CampaignMan(name, b, f.class, f.weapon, f.skills, f.policy, f.blade));
    });
    return men;
  }

  /** One gunfight's shootout setting: the fit men of each band, as they now are. */
  private gunfightSetup(fit: readonly CampaignMan[]): JsonObject {
    const s = this.cell.shootout;
    const sides: Record<string, JsonObject> = {};
    this.sideNames.forEach((name, b) => {
      const figures: Record<string, JsonObject> = {};
      for (const m of fit)
        if (m.band === b)
          figures[m.name] = {
            class: m.cls,
            weapon: m.weapon,
            skills: [...m.gained],
            policy: m.policy,
            ...(m.blade === null ? {} : { blade: m.blade }),
          };
      sides[name] = { area: this.areas[b]!, figures };
    });
    return { ruleset: s.ruleset, options: { ...s.options }, sides, params: shootoutParamsJson(s.params) };
  }

  /**
   * Plays one campaign with `dice` into `out` (reset first), narrating to `log` when given: each gunfight's
   * outcome and every experience and recruiting throw.
   */
  play(dice: Dice, out: CampaignOutcome, log?: ShotLog): CampaignOutcome {
    const cell = this.cell;
    out.reset();
    const men = this.startingBands();
    const ctx: ExperienceContext = {
      rules: experienceRulesOf(cell.shootout.ruleset),
      readings: cell.readings,
      figure: this.figure,
      dice,
      chooser: preferredSkill,
      log,
    };
    const recruited = [0, 0];
    for (let g = 0; g < cell.games; g++) {
      const fit = men.filter((m) => m.alive && m.sittingOut === 0);
      if (!this.sideNames.every((_, b) => fit.some((m) => m.band === b))) {
        if (log) log.line(`Game ${g + 1}: a band has nobody fit to fight; the campaign is over.`);
        break;
      }
      const read = readShootoutCell(this.gunfightSetup(fit), SHOOTOUT_OPTIONS);
      // A canonical campaign makes only gunfights the shootout reads; a failure here is a bug.
      if ('issues' in read) throw new Error(`campaign gunfight ${g + 1}: ${JSON.stringify(read.issues)}`);
      const game = buildShootout(read.cell);
      const watcher = new GunfightWatcher(game);
      game.play(dice, this.result);
      watcher.finish();
      const playing = read.cell.sides.flatMap(({ name, side }) => {
        const b = this.sideNames.indexOf(name);
        return Object.keys(side.figures).map((n) => fit.find((m) => m.band === b && m.name === n)!);
      });
      const winner = this.result.winner;
      out.gameOver(g, winner);
      if (log) this.narrateGunfight(g, playing, log);
      for (const m of men) if (m.alive && m.sittingOut > 0 && !playing.includes(m)) m.sittingOut--;
      playing.forEach((m, i) => {
        const r = watcher.record(i);
        m.gunfights++;
        m.kills += r.kills;
        if (log) log.line(`  ${m.name} (${m.cls}): ${recordWords(r)}`);
        if (r.died) {
          m.alive = false;
          out.deaths++;
          return;
        }
        const award = awardExperience(m.cls, m.gained, r, ctx);
        if (award.disqualified) out.disqualified++;
        if (award.promoted) out.promotions++;
        out.skillsGained += award.skills.length;
        m.cls = award.cls;
        if (award.skills.length > 0) m.gained = [...m.gained, ...award.skills];
        if (r.seriousWounds > 0 && cell.readings.recovery === 'miss-gunfights') {
          m.sittingOut = r.seriousWounds;
          out.gunfightsMissed += r.seriousWounds;
          if (log) log.line(`    misses the next ${r.seriousWounds} gunfight(s) with his serious wounds`);
        }
      });
      if (cell.readings.recruits !== 'none')
        this.sideNames.forEach((name, b) => {
          const band = men.filter((m) => m.alive && m.band === b).length;
          if (band >= cell.bandCap) return;
          const face = dice.d6();
          const cls =
            RECRUIT_CHARTS[cell.readings.recruits as 'each-game' | 'gang-throw'].rows[face - 1]!.recruit;
          if (cls === null) {
            if (log) log.line(`  ${name} recruit throw ${face}: nobody joins`);
            return;
          }
          recruited[b]!++;
          const m = new CampaignMan(
            `${name}-recruit-${recruited[b]}`,
            b,
            cls,
            'pistol',
            [],
            cell.recruitPolicy,
            null,
          );
          men.push(m);
          out.recruits++;
          if (log) log.line(`  ${name} recruit throw ${face}: ${m.name}, a ${cls}, joins`);
        });
    }
    out.finish(men, cell.character, (m) => resolveSkills({ gained: m.gained }, this.figure).held);
    return out;
  }

  private narrateGunfight(g: number, playing: readonly CampaignMan[], log: ShotLog): void {
    const r = this.result;
    const bands = this.sideNames
      .map((name, b) => {
        const list = playing
          .filter((m) => m.band === b)
          .map((m) => `${m.name} ${m.cls}${m.gained.length > 0 ? ` [${m.gained.join(', ')}]` : ''}`);
        return `${name}: ${list.join('; ')}`;
      })
      .join(' | against | ');
    log.line(`Game ${g + 1}: ${bands}`);
    log.line(
      r.winner >= 0
        ? `  ${this.sideNames[r.winner]} win after ${r.cards} cards.`
        : `  No winner after ${r.cards} cards.`,
    );
  }
}

function recordWords(r: GunfightRecord): string {
  const parts: string[] = [];
  if (r.died) parts.push('killed');
  if (r.fired) parts.push('fired at an opponent');
  if (r.fought) parts.push('fought');
  if (r.kills > 0) parts.push(`${r.kills} kill(s)`);
  if (r.menStruck > r.kills) parts.push(`${r.menStruck - r.kills} seriously wounded`);
  if (r.killedLegend) parts.push('killed a Legend');
  if (r.causedWound && r.menStruck === 0) parts.push('wounded a man');
  if (r.seriousWounds > 0) parts.push(`${r.seriousWounds} serious wound(s)`);
  if (r.foulShot) parts.push('backshot or shot a helpless man');
  if (r.surrendered) parts.push('surrendered');
  if (r.refusedChallenge) parts.push('refused a challenge');
  return parts.length > 0 ? parts.join(', ') : 'nothing of note';
}
