// The three hero slides (1920 × 960); see stage.mjs for where the caption and the controls go.
import digitalSolutions from "./digital-solutions.mjs";
import intelligentSystems from "./intelligent-systems.mjs";
import softwareInnovation from "./software-innovation.mjs";

export default {
  "digital-solutions": digitalSolutions,
  "intelligent-systems": intelligentSystems,
  "software-innovation": softwareInnovation,
};
