/* Telugu words of the shared field checks. Nothing skipped. */
import type * as en from "../validation";

export const validationText = {
  emailMissing: "మీ ఈమెయిల్ చిరునామా నమోదు చేయండి.",
  emailInvalid: "name@example.com లాంటి ఈమెయిల్ చిరునామా నమోదు చేయండి.",
  phoneMissing: "మీ ఫోన్ నంబర్ నమోదు చేయండి.",
  phoneInvalid:
    "98765 43210 లాంటి 10 అంకెల భారతీయ మొబైల్ నంబర్‌ను, లేదా విదేశీ నంబర్‌ను దేశ కోడ్‌తో (+44 20 7946 0000 లాగా) నమోదు చేయండి.",
  required: (label: string) => `${label} నమోదు చేయండి.`,
} satisfies typeof en.validationText;
