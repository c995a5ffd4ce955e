import { blazeWhenParamError, blazeWhenPolicy } from '../duel/blazeWhenPolicy.ts';
import { ambusherPolicy } from './ambusherPolicy.ts';
import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { blazePolicy, deliberatePolicy } from '../duel/fixedPolicies.ts';
import { oddsMaxPolicy } from '../duel/oddsMaxPolicy.ts';
import { coverSeekerPolicy } from './coverSeekerPolicy.ts';
import { dragoonPolicy } from './dragoonPolicy.ts';
import { cowardPolicy } from './cowardPolicy.ts';
import { duellistPolicy } from './duellistPolicy.ts';
import { gunfighterPolicy } from './gunfighterPolicy.ts';
import { pinnerPolicy } from './pinnerPolicy.ts';
import { rusherPolicy } from './rusherPolicy.ts';
import { MAX_CALLED_OUT, type ShootoutPolicy } from './ShootoutPolicy.ts';
import { sniperPolicy } from './sniperPolicy.ts';
import { DEFAULT_PATIENCE } from './Tactic.ts';
import { THROW_MODES, withThrowMode, type ThrowMode } from './throwChoice.ts';
import { RESPOND_CHOICES, type RespondChoice } from './riderResponse.ts';
import { ROPE_MODES, withRopeMode, type RopeMode } from './ropeChoice.ts';
import { HERD_MODES, type HerdMode } from './herdChoice.ts';
import { DOCTOR_MODES, withDoctorMode, type DoctorMode } from './doctorChoice.ts';
import { UNTIE_MODES, withUntieMode, type UntieMode } from './untieChoice.ts';

/** The most cards a tactic's patience may be (the card cap's own limit). */
const MAX_PATIENCE = 100_000;

/** The shootout tactics with their parameters, for `--help`, `list policies` and error messages. */
export const SHOOTOUT_POLICY_NAMES = [
  'rusher[:close=INCHES]',
  'gunfighter[:min=DICE][:patience=CARDS]',
  'cover-seeker[:reach=INCHES][:patience=CARDS]',
  'pinner[:patience=CARDS]',
  'sniper[:range=INCHES][:patience=CARDS]',
  'coward[:panic=INCHES][:patience=CARDS]',
  'duellist[:calls=ENEMIES][:patience=CARDS]',
  'cavalry[:close=INCHES]',
  'dragoon[:patience=CARDS]',
  'ambusher[:min=DICE][:patience=CARDS]',
] as const;

/** How every tactic fires: `fire=deliberate | blaze | odds-max | blaze-when` (with `k`, `j` for blaze-when). */
export const SHOOTOUT_FIRE_MODES = ['deliberate', 'blaze', 'odds-max', 'blaze-when'] as const;

const PARAMS: Readonly<Record<string, readonly string[]>> = {
  rusher: ['close'],
  gunfighter: ['min', 'patience'],
  'cover-seeker': ['reach', 'patience'],
  pinner: ['patience'],
  sniper: ['range', 'patience'],
  coward: ['panic', 'patience'],
  duellist: ['calls', 'patience'],
  cavalry: ['close'],
  dragoon: ['patience'],
  ambusher: ['min', 'patience'],
};

/**
 * Reads a tactic written `name[:param=value...]`, e.g. `sniper:range=15:fire=odds-max`; every tactic also
 * takes `fire` (how it fires; default `deliberate`, `blaze` for a coward) and, with `fire=blaze-when`, `k`
 * and `j`; `throw` (an Indian's thrown weapons: `more-dice`, the default, `always`, `never`); `rope` (a
 * roper's lariat: `open`, the default, `always`, `never`); `doctor` (when a wounded man walks to a doctor:
 * `serious`, the default, `wounded`, `never`); `untie` (when he walks over to untie a hog-tied friend:
 * `nearest`, the default, `always`, `never`); `herd` (a stampeding herd on the table: `ignore`, the default,
 * `turn`, `stop`); and `respond` (his
 * response to a rider: `tactic`, `odds`, `dive`, `dodge`, `stand`, `leap`). Returns a message naming what is
 * wrong instead when it cannot.
 *
 * @example parseShootoutPolicy('rusher:close=4:fire=blaze')
 */
export function parseShootoutPolicy(text: string): ShootoutPolicy | string {
  const [name = '', ...params] = text.split(':');
  const own = PARAMS[name];
  if (!own) return `unknown tactic "${name}"; allowed: ${SHOOTOUT_POLICY_NAMES.join(', ')}`;
  const numbers = new Map<string, number>();
  let fireName: string = name === 'coward' ? 'blaze' : 'deliberate';
  // An Indian's knife, tomahawk or lance (000 THROWN WEAPONS): when to throw rather than shoot.
  let throwMode: ThrowMode = 'more-dice';
  let respond: RespondChoice = 'tactic';
  // A roper's lariat (000 Lariats): when to throw it rather than shoot.
  let ropeMode: RopeMode = 'open';
  // A wounded man and the doctors on the table (000 Doctorin'): when to go and be patched up.
  let doctorMode: DoctorMode = 'serious';
  // A hog-tied friend (000 Lariats): when to walk over and untie him.
  let untieMode: UntieMode = 'nearest';
  // A stampeding herd on the table (000 "How to stop, or turn a stampede"): leave it, turn it or stop it.
  let herdMode: HerdMode = 'ignore';
  for (const p of params) {
    const m = /^([a-z]+)=([a-z-]+|\d+(\.\d+)?)$/.exec(p);
    if (!m) return `tactic parameter "${p}" must be written key=value`;
    const [, key = '', value = ''] = m;
    if (key === 'fire') {
      if (!(SHOOTOUT_FIRE_MODES as readonly string[]).includes(value))
        return `fire=${value}: allowed ${SHOOTOUT_FIRE_MODES.join(', ')}`;
      fireName = value;
      continue;
    }
    if (key === 'throw') {
      if (!(THROW_MODES as readonly string[]).includes(value))
        return `throw=${value}: allowed ${THROW_MODES.join(', ')}`;
      throwMode = value as ThrowMode;
      continue;
    }
    if (key === 'rope') {
      if (!(ROPE_MODES as readonly string[]).includes(value))
        return `rope=${value}: allowed ${ROPE_MODES.join(', ')}`;
      ropeMode = value as RopeMode;
      continue;
    }
    if (key === 'doctor') {
      if (!(DOCTOR_MODES as readonly string[]).includes(value))
        return `doctor=${value}: allowed ${DOCTOR_MODES.join(', ')}`;
      doctorMode = value as DoctorMode;
      continue;
    }
    if (key === 'untie') {
      if (!(UNTIE_MODES as readonly string[]).includes(value))
        return `untie=${value}: allowed ${UNTIE_MODES.join(', ')}`;
      untieMode = value as UntieMode;
      continue;
    }
    if (key === 'herd') {
      if (!(HERD_MODES as readonly string[]).includes(value))
        return `herd=${value}: allowed ${HERD_MODES.join(', ')}`;
      herdMode = value as HerdMode;
      continue;
    }
    if (key === 'respond') {
      if (!(RESPOND_CHOICES as readonly string[]).includes(value))
        return `respond=${value}: allowed ${RESPOND_CHOICES.join(', ')}`;
      respond = value as RespondChoice;
      continue;
    }
    if (![...own, 'k', 'j'].includes(key))
      return `tactic ${name} takes ${[...own, 'fire', 'throw', 'respond', 'rope', 'doctor', 'untie', 'herd'].join(', ')}, not ${key}`;
    const n = Number(value);
    if (key === 'patience') {
      if (!Number.isInteger(n) || n < 1 || n > MAX_PATIENCE)
        return `patience=${value}: a whole number of cards from 1 to ${MAX_PATIENCE}`;
    } else if (key === 'calls') {
      if (!Number.isInteger(n) || n < 1 || n > MAX_CALLED_OUT)
        return `calls=${value}: a whole number of enemies from 1 to ${MAX_CALLED_OUT}`;
    } else if (key === 'k' || key === 'j') {
      const wrong = blazeWhenParamError(key, n);
      if (wrong) return wrong;
    } else if (key === 'min') {
      if (!Number.isInteger(n) || n < 1 || n > 12) return `min=${value}: a whole number of dice from 1 to 12`;
    } else if (!Number.isFinite(n) || n <= 0 || n > 48)
      return `${key}=${value}: a number of inches from 0 to 48`;
    numbers.set(key, n);
  }
  if ((numbers.has('k') || numbers.has('j')) && fireName !== 'blaze-when')
    return 'k and j are parameters of fire=blaze-when';
  const fire: DuelPolicy =
    fireName === 'blaze'
      ? blazePolicy
      : fireName === 'odds-max'
        ? oddsMaxPolicy()
        : fireName === 'blaze-when'
          ? blazeWhenPolicy(numbers.get('k') ?? 3, numbers.get('j') ?? 2)
          : deliberatePolicy;
  const policy = withUntieMode(
    withDoctorMode(
      withRopeMode(withThrowMode(tacticOf(name, fire, numbers), throwMode), ropeMode),
      doctorMode,
    ),
    untieMode,
  );
  if (respond !== 'tactic') policy.respond = respond;
  if (herdMode !== 'ignore') policy.herd = herdMode;
  return policy;
}

/** The tactic `name` with its fire choice and numeric parameters. */
function tacticOf(name: string, fire: DuelPolicy, numbers: ReadonlyMap<string, number>): ShootoutPolicy {
  const patience = numbers.get('patience') ?? DEFAULT_PATIENCE;
  switch (name) {
    case 'rusher':
      return rusherPolicy(fire, numbers.get('close') ?? 6);
    case 'cover-seeker':
      return coverSeekerPolicy(fire, numbers.get('reach') ?? 12, patience);
    case 'pinner':
      return pinnerPolicy(fire, patience);
    case 'sniper':
      return sniperPolicy(fire, numbers.get('range') ?? 12, patience);
    case 'coward':
      return cowardPolicy(fire, numbers.get('panic') ?? 6, patience);
    case 'duellist':
      return duellistPolicy(fire, patience, numbers.get('calls') ?? 1);
    case 'cavalry':
      // On foot a cavalryman presses as a rusher; mounted he rides in (riderTactics).
      return rusherPolicy(fire, numbers.get('close') ?? 6, 'cavalry');
    case 'dragoon':
      return dragoonPolicy(fire, patience);
    case 'ambusher':
      return ambusherPolicy(fire, numbers.get('min') ?? 3, patience);
    default:
      return gunfighterPolicy(fire, numbers.get('min') ?? 2, patience);
  }
}
