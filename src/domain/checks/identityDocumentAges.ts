/** Age from which a Russian citizen holds a passport (spec-2 §5.5, §9). */
export const passportAge = 14;

/** Ages at which the Russian passport must be replaced (spec-2 §5.5, §9). */
export const passportReissueAges: readonly number[] = [20, 45];

/** Days allowed to replace the passport after reaching 14, 20 or 45 (spec-2 §5.5, §9). */
export const passportGraceDays = 90;
