import constants from '../../../config/constants.json';

/** Age from which a Russian citizen holds a passport (spec-2 §5.5, §9; config/constants.json ages). */
export const passportAge: number = constants.ages.passportFromYears;

/** Ages at which the Russian passport must be replaced (spec-2 §5.5, §9). */
export const passportReissueAges: readonly number[] = constants.ages.passportReissueYears;

/** Days allowed to replace the passport after reaching 14, 20 or 45 (spec-2 §5.5, §9). */
export const passportGraceDays: number = constants.ages.graceDays;
