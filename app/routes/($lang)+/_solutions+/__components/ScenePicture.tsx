import { useTranslation } from "~/i18n/react";
import { Picture } from "~/components/Picture";
import { scenePicture } from "~/lib/scene-picture";
import { useValueLabel } from "./labels";

/** The picture of a solution or story: the place of its industry, watched by a camera. */
export function ScenePicture({ id, industry }: { id: string; industry: string }) {
  const { t } = useTranslation("solutions");
  const label = useValueLabel();
  return (
    <Picture
      className="scene-picture"
      drawing={scenePicture(id, industry)}
      label={t("solutions:picture", { industry: label("industry", industry) })}
    />
  );
}
