import { describe, expect, it } from 'vitest';
import { solve } from '../solve';

const answer = (input: string, locale: 'en' | 'fr' = 'en'): { v: string | undefined; ok: boolean; error?: string } => {
  const s = solve(input, { subject: 'physics', locale });
  return { v: s.answer?.value, ok: s.verified, ...(s.error ? { error: s.error.message } : {}) };
};
const num = (v: string | undefined): number => Number(/^-?[\d.e+-]+/.exec(v ?? '')?.[0]);

describe('physics situations', () => {
  it('reads uniform acceleration from labels, a bare zero speed and "how far"', () => {
    expect(answer('u = 5 m/s, a = 2 m/s², t = 4 s. Find v.')).toEqual({ v: '13.0 m/s', ok: true });
    expect(answer('v0 = 0, a = 4 m/s^2, x = 50 m, v = ?')).toEqual({ v: '20.0 m/s', ok: true });
    expect(answer('A car starts from rest and accelerates at 3 m/s² for 5 s. How far does it travel?')).toEqual({ v: '37.5 m', ok: true });
  });

  it('answers the time to the top of a throw, not the time of flight', () => {
    expect(answer('A ball is thrown straight up at 15 m/s. How long does it take to reach the top? (g = 9.8 m/s²)')).toEqual({ v: '1.53 s', ok: true });
    expect(answer('Une balle est lancée verticalement vers le haut à 20 m/s. Combien de temps met-elle pour atteindre le sommet ? g = 10', 'fr')).toEqual({ v: '2.00 s', ok: true });
  });

  it('averages a trip in two legs over the total time', () => {
    expect(num(answer('A cyclist rides 10 km in 30 min then 15 km in 45 min. What is her average speed in km/h?').v)).toBeCloseTo(20, 6);
    expect(num(answer('Une voiture roule 2 h à 60 km/h puis 1 h à 90 km/h. Vitesse moyenne ?', 'fr').v)).toBeCloseTo(70 / 3.6, 1);
    // three numbers for two legs: not read
    expect(answer('A car drives 10 km then 15 km in 45 min. Average speed?').v).toBeUndefined();
  });

  it('reads the scale in a lift and a rough incline', () => {
    expect(answer('A 70 kg person stands on a scale in an elevator accelerating upward at 2 m/s². What does the scale read? g = 9.8')).toEqual({ v: '826 N', ok: true });
    expect(answer('Une personne de 60 kg est dans un ascenseur qui descend avec une accélération de 1,5 m/s². Poids apparent ? g = 9,8', 'fr')).toEqual({ v: '498 N', ok: true });
    expect(answer('A block slides down a 30° incline with coefficient of kinetic friction 0.2. What is its acceleration? g = 9.8')).toEqual({ v: '3.20 m/s^2', ok: true });
    // pushed up the slope, friction points the other way: not read
    expect(answer('A block is pushed up a 30° incline, μ = 0.2. Acceleration? g = 9.8').v).toBeUndefined();
  });

  it('adds two forces by the angle between them', () => {
    expect(answer('Two forces of 3 N and 4 N act at right angles on an object. What is the magnitude of the resultant force?')).toEqual({ v: '5.00 N', ok: true });
    expect(answer('A force of 10 N to the right and a force of 4 N to the left act on a 3 kg object. What is its acceleration?')).toEqual({ v: '2.00 m/s^2', ok: true });
    expect(answer('Deux forces de 6 N et 8 N de même sens agissent sur un solide. Force résultante ?', 'fr')).toEqual({ v: '14.0 N', ok: true });
    // no direction told: no resultant
    expect(answer('Two forces of 3 N and 4 N act on an object. Resultant force?').v).toBeUndefined();
  });

  it('answers the speed at the bottom of a frictionless slide from its height only', () => {
    expect(num(answer('Un skieur de 80 kg descend une pente sans frottement avec un dénivelé de 50 m, en partant du repos. Vitesse en bas ? g = 9,8', 'fr').v)).toBeCloseTo(31.3, 1);
    // a slope's length is not its height
    expect(answer('A sled starts from rest and slides down a frictionless slope 20 m long. Speed at the bottom?').v).toBeUndefined();
  });

  it('answers the upthrust, light waves at c and motion on a circle', () => {
    expect(answer('What is the buoyant force on a 0.002 m³ object fully submerged in water (density 1000 kg/m³)? g = 9.8')).toEqual({ v: '19.6 N', ok: true });
    expect(answer("Poussée d'Archimède sur un objet de volume 0,5 L totalement immergé dans l'eau (g = 9,81) ?", 'fr')).toEqual({ v: '4.91 N', ok: true });
    // the object's own density is not the fluid's
    expect(answer('A block of density 2700 kg/m³ and volume 0.01 m³ is in oil. Buoyant force?').v).toBeUndefined();
    expect(answer('A radio station broadcasts at 98.5 MHz. What is the wavelength of its radio waves?')).toEqual({ v: '3.05 m', ok: true });
    expect(answer('A car goes around a curve of radius 50 m at 20 m/s. Centripetal acceleration?')).toEqual({ v: '8.00 m/s^2', ok: true });
    expect(answer('What is the centripetal force on a 0.5 kg ball swung in a circle of radius 1.2 m at 4 m/s?')).toEqual({ v: '6.67 N', ok: true });
    expect(answer("Un objet fait un tour d'un cercle de rayon 2 m en 4 s (mouvement circulaire uniforme). Vitesse ?", 'fr')).toEqual({ v: '3.14 m/s', ok: true });
  });

  it('answers a deceleration by its magnitude, a launch speed for a height, a hanging string, a mass from its weight and mgh backwards', () => {
    expect(answer("Une voiture roulant à 90 km/h freine et s'arrête en 50 m. Décélération ?", 'fr')).toEqual({ v: '6.25 m/s^2', ok: true });
    expect(answer("Vitesse initiale nécessaire pour qu'une balle lancée verticalement atteigne 20 m de hauteur ? g = 9,8", 'fr')).toEqual({ v: '19.8 m/s', ok: true });
    expect(answer('A 2 kg object hangs from a rope. What is the tension in the rope? g = 9.8')).toEqual({ v: '19.6 N', ok: true });
    expect(answer("Masse d'un objet de poids 49 N ? g = 9,8 N/kg", 'fr')).toEqual({ v: '5.00 kg', ok: true });
    expect(answer('A 70 kg climber gains 2.1 kJ of potential energy. How high did she climb? g = 9.8')).toEqual({ v: '3.06 m', ok: true });
    expect(answer('A roller coaster car starts from rest at the top of a 45 m hill. Ignoring friction, what is its speed at the bottom? g = 9.8')).toEqual({ v: '29.7 m/s', ok: true });
  });

  it('answers normal forces, friction at constant velocity, the rise from a kinetic energy and a weight on several supports', () => {
    expect(answer('Find the normal force on a 10 kg block resting on a horizontal table. g = 9.8')).toEqual({ v: '98.0 N', ok: true });
    expect(answer('Réaction normale du plan incliné à 30° sur une caisse de 20 kg immobile ? g = 10', 'fr')).toEqual({ v: '173 N', ok: true });
    expect(answer('A sled of mass 30 kg is pulled with a horizontal force of 90 N at constant velocity. What is the friction force?')).toEqual({ v: '90.0 N', ok: true });
    expect(answer('A 0.2 kg ball is thrown upward with a kinetic energy of 10 J. How high does it go? g = 10')).toEqual({ v: '5.00 m', ok: true });
    expect(answer('An elephant of weight 40000 N stands on four feet each of area 0.1 m². Pressure on the ground?')).toEqual({ v: '1.00e+5 Pa', ok: true });
    expect(answer("Une femme de 60 kg se tient sur ses deux pieds, chacun d'une surface de 150 cm². Pression exercée sur le sol ? g = 10", 'fr')).toEqual({ v: '20000 Pa', ok: true });
    expect(answer('A 0.2 kg stone on a 0.8 m string is whirled in a horizontal circle at 6 m/s. Tension in the string?')).toEqual({ v: '9.00 N', ok: true });
    // an X-ray's frequency is checked too
    expect(answer('An X-ray has a wavelength of 0.1 nm. Find its frequency.')).toEqual({ v: '3.00e18 Hz', ok: true });
  });

  it('answers ranges asked in words, edges rolled off, echoes, impacts from a height, forces from a change of speed, spring launches and absolute pressure', () => {
    expect(answer('A football is kicked at 20 m/s at 40° above the ground. How far away does it land? g = 9.8')).toEqual({ v: '40.2 m', ok: true });
    expect(answer('A ball rolls off a table 1.2 m high with a speed of 3 m/s. How far from the foot of the table does it land? g = 9.8')).toEqual({ v: '1.48 m', ok: true });
    expect(answer('A ship sends a sonar pulse and hears the echo from the sea floor 2 s later. Sound travels at 1500 m/s in water. How deep is the sea?')).toEqual({ v: '1500 m', ok: true });
    expect(answer('A stone is thrown downward at 5 m/s from a bridge 20 m above the water. Speed when it hits the water? g = 9.8')).toEqual({ v: '20.4 m/s', ok: true });
    expect(answer('What force is needed to stop a 1000 kg car moving at 20 m/s in 5 s?')).toEqual({ v: '4000 N', ok: true });
    expect(answer('Un camion de 10 t accélère de 0 à 20 m/s en 40 s. Force motrice nécessaire (frottements négligés) ?', 'fr')).toEqual({ v: '5000 N', ok: true });
    expect(answer('A spring with k = 250 N/m is compressed by 8 cm and launches a 0.1 kg ball. Launch speed of the ball?')).toEqual({ v: '4.00 m/s', ok: true });
    expect(answer('What is the absolute pressure at a depth of 10 m in fresh water? Atmospheric pressure is 101 kPa, density 1000 kg/m³, g = 9.8')).toEqual({ v: '1.99e+5 Pa', ok: true });
    // thrown from a cliff at an angle: not the range on level ground
    expect(answer('A ball is thrown at 20 m/s at 30° from the top of a cliff. How far does it land?').v).toBeUndefined();
  });

  it('reads energies asked by their letters and the work–energy theorem for a body speeding up', () => {
    expect(answer('E_p = ? for m = 2 kg, h = 5 m, g = 9.8 m/s²')).toEqual({ v: '98.0 J', ok: true });
    expect(answer('A 1000 kg car accelerates from 10 m/s to 20 m/s. How much work is done on it?')).toEqual({ v: '1.50e+5 J', ok: true });
    // slowing down: the sign of the work is a convention, no answer
    expect(answer('A 1000 kg car slows from 20 m/s to 10 m/s. How much work is done by the brakes?').v).toBeUndefined();
  });

  it('reads units written with negative powers and an engine force against friction', () => {
    expect(answer('Une voiture roule à 54 km.h-1 pendant 20 min. Distance parcourue ?', 'fr')).toEqual({ v: '18000 m', ok: true });
    expect(answer('A car accelerates at 2.5 m s^-2 from rest for 8 s. Final velocity?')).toEqual({ v: '20.0 m/s', ok: true });
    expect(answer("Un objet est lâché du haut d'une tour de 80 m. Avec quelle vitesse touche-t-il le sol ? (g = 10 m.s-2)", 'fr')).toEqual({ v: '40.0 m/s', ok: true });
    expect(answer('What is the acceleration of a 1500 kg car if the engine force is 4500 N and the friction force is 1500 N?')).toEqual({ v: '2.00 m/s^2', ok: true });
  });

  it('answers a lift pulled by its cable, sound over a distance, net forces with friction, a return time, the power of a force, a steady pull, a wheel rim and two masses over a pulley', () => {
    expect(answer('An elevator of mass 1200 kg is pulled up by a cable with a tension of 15000 N. Its acceleration? g = 9.8')).toEqual({ v: '2.70 m/s^2', ok: true });
    // a rocket's thrust alone is not its net force (its weight acts too): not read as F = ma
    expect(answer('A rocket of mass 2000 kg has a thrust of 30000 N. Acceleration?').v).toBeUndefined();
    expect(answer('How long does sound take to travel 1.7 km if its speed is 340 m/s?')).toEqual({ v: '5.00 s', ok: true });
    expect(answer('A 3 kg block is pulled across a level floor by a 20 N force; the coefficient of kinetic friction is 0.4. Find the net force. g = 9.8')).toEqual({ v: '8.24 N', ok: true });
    expect(answer("A ball thrown vertically upward returns to the thrower's hand after 4 s. What was its initial speed? g = 9.8")).toEqual({ v: '19.6 m/s', ok: true });
    expect(answer('Quelle puissance développe une force de 200 N qui déplace un objet de 10 m en 5 s ?', 'fr')).toEqual({ v: '400 W', ok: true });
    expect(answer('Une caisse de 40 kg est tirée à vitesse constante sur un sol horizontal. Le coefficient de frottement vaut 0,25. Force de traction ? g = 10', 'fr')).toEqual({ v: '100 N', ok: true });
    expect(answer('A wheel of radius 0.3 m turns with a period of 0.2 s. What is the speed of a point on its rim?')).toEqual({ v: '9.42 m/s', ok: true });
    expect(answer('Two masses of 4 kg and 6 kg hang over a frictionless pulley. Find the tension in the string. g = 9.8')).toEqual({ v: '47.04 N', ok: true });
  });

  it('passes the pressure from one piston of a hydraulic press to the other', () => {
    expect(answer('A hydraulic press has a small piston of area 0.01 m² and a large piston of area 0.5 m². A force of 100 N acts on the small piston. What force is exerted on the large piston?')).toEqual({ v: '5000 N', ok: true });
    expect(answer("Un vérin hydraulique : petit piston de surface 5 cm², grand piston de surface 200 cm². On applique 50 N sur le petit piston. Quelle force s'exerce sur le grand piston ?", 'fr')).toEqual({ v: '2000 N', ok: true });
    // two areas that nothing tells apart
    expect(answer('A hydraulic lift has pistons of 0.01 m² and 0.5 m². A force of 100 N is applied. Force on the other piston?').v).toBeUndefined();
  });

  it('reads the intensity of a weight, an arrow shot, a deceleration to rest, the lifting time of a motor and a depth from a pressure', () => {
    expect(answer("Calculer l'intensité du poids d'un homme de 75 kg sur la Lune (g = 1,6 N/kg).", 'fr')).toEqual({ v: '120 N', ok: true });
    expect(answer('An arrow is shot horizontally at 60 m/s from a height of 1.8 m. How long is it in the air? g = 9.8')).toEqual({ v: '0.606 s', ok: true });
    expect(answer('A car decelerates from 25 m/s to rest in 5 s. Find the deceleration.')).toEqual({ v: '5.00 m/s^2', ok: true });
    expect(answer("Un moteur de 1,5 kW soulève une charge de 300 kg à une hauteur de 10 m. Durée de l'opération ? g = 10", 'fr')).toEqual({ v: '20.0 s', ok: true });
    expect(answer('At what depth in water is the pressure due to the water 50 kPa? (ρ = 1000 kg/m³, g = 10)')).toEqual({ v: '5.00 m', ok: true });
  });

  it('answers two quantities asked at once each on its own, or refuses naming both', () => {
    expect(answer('A 2 kg ball moves at 3 m/s. Find its momentum and its kinetic energy.')).toEqual({ v: '[6.00 kg·m/s, 9.00 J]', ok: true });
    expect(answer("Un objet de 3 kg en chute libre depuis 45 m. Énergie cinétique et vitesse à l'arrivée au sol ? g = 10", 'fr').error).toContain('vitesse');
    expect(answer("Un objet de 3 kg en chute libre depuis 45 m. Énergie cinétique à l'arrivée au sol ? g = 10", 'fr')).toEqual({ v: '1350 J', ok: true });
  });

  it('refuses g on another world when none is given, naming the world, and keeps Earth elsewhere', () => {
    const moon = answer('What is the weight of a 65 kg astronaut on the Moon?');
    expect(moon.v).toBeUndefined();
    expect(moon.error).toContain('the Moon');
    expect(answer('Une pierre de 2 kg est lâchée de 10 m sur Mars. Vitesse à l’arrivée ?', 'fr').error).toContain('Mars');
    expect(answer('weight of a 65 kg astronaut on the Moon (g = 1.62 m/s²)')).toEqual({ v: '105 N', ok: true });
    expect(answer('An astronaut on the Moon walks 100 m in 50 s. Average speed?')).toEqual({ v: '2.00 m/s', ok: true });
    // a sound from a radio does not travel at c; two ropes share a weight
    expect(answer('A radio plays a 440 Hz sound. Wavelength?').v).toBeUndefined();
    expect(answer('A 5 kg lamp hangs from two ropes. Tension in each rope?').v).toBeUndefined();
  });

  it('never takes the radius of an orbit for the distance travelled', () => {
    expect(num(answer('Un satellite parcourt une orbite circulaire de rayon 7000 km en 5800 s. Vitesse ?', 'fr').v)).toBeCloseTo(7580, 0);
    expect(answer('A ball moves on a circle of radius 2 m for 10 s. Speed?').v).toBeUndefined();
  });

  it('answers momentum, impulse and collisions where the bodies stick, and refuses the rest by name', () => {
    expect(answer('What is the momentum of a 0.15 kg ball moving at 40 m/s?')).toEqual({ v: '6.00 kg·m/s', ok: true });
    expect(answer("Quantité de mouvement d'une voiture de 1000 kg roulant à 20 m/s ?", 'fr')).toEqual({ v: '20000 kg·m/s', ok: true });
    expect(answer('A force of 200 N acts on a ball for 0.05 s. What impulse does it give?')).toEqual({ v: '10.0 N·s', ok: true });
    expect(answer('A 2 kg cart moving at 3 m/s collides with and sticks to a 1 kg cart at rest. What is their speed after the collision?')).toEqual({ v: '2.00 m/s', ok: true });
    expect(answer('A 3 kg ball at 4 m/s and a 1 kg ball at 2 m/s move toward each other, collide and stick together. Speed after?')).toEqual({ v: '2.50 m/s', ok: true });
    const refused = answer('Momentum of the system after an elastic collision of two 3 kg balls at 4 m/s?');
    expect(refused.v).toBeUndefined();
    expect(refused.error).toContain('momentum');
    expect(answer('Quantité de mouvement après un choc élastique entre deux billes de 3 kg à 4 m/s ?', 'fr').error).toContain('quantité de mouvement');
  });
});

describe('hydraulic presses', () => {
  it('reads pistons by labels or by their diameters, a mass to lift weighing on the large one', () => {
    expect(answer('Presse hydraulique : F1 = 50 N, S1 = 5 cm², S2 = 250 cm². Calculer F2.', 'fr')).toEqual({ v: '2500 N', ok: true });
    expect(answer('Hydraulic jack: a force of 150 N on a 3 cm² piston. What load can the 90 cm² piston support?')).toEqual({ v: '4500 N', ok: true });
    // a lone force told without its piston acts on the one the question does not ask about
    expect(answer('A press: small piston 2 cm², big piston 100 cm², effort 40 N. Force exerted by the big piston?')).toEqual({ v: '2000 N', ok: true });
    expect(answer('A hydraulic lift has pistons of diameter 2 cm and 20 cm. What force on the small piston lifts a 1500 kg car? g = 9.8')).toEqual({ v: '147 N', ok: true });
    expect(answer('Un vérin hydraulique : petit piston de rayon 1 cm, grand piston de rayon 10 cm. Quelle force faut-il exercer sur le petit piston pour soulever une masse de 800 kg ?', 'fr')).toEqual({ v: '78.48 N', ok: true });
  });

  it('leaves a mass said to be on the small piston unread', () => {
    expect(answer('Hydraulic press, pistons of diameter 2 cm and 20 cm, a 50 kg mass on the small piston. Force on the large piston?').v).toBeUndefined();
  });
});

describe('the impulse on a body whose speed changes', () => {
  it('adds the speeds of a body bouncing back, in both languages', () => {
    expect(answer('A 0.2 kg ball moving at 6 m/s hits a wall and rebounds at 4 m/s. Find the impulse.')).toEqual({ v: '2.00 N·s', ok: true });
    expect(answer("Une balle de 50 g arrive sur un mur à 10 m/s et rebondit à 8 m/s. Calculer l'impulsion reçue.", 'fr')).toEqual({ v: '0.900 N·s', ok: true });
  });
  it('leaves two speeds without their directions told unread', () => {
    expect(answer('A 0.2 kg ball has speeds of 6 m/s and 4 m/s. Find the impulse.').v).toBeUndefined();
  });
});

describe('a hydraulic press asked the force that lifts a load', () => {
  it('puts a force told as what is lifted on the large piston, even in the question about the small one', () => {
    expect(answer('A hydraulic jack has pistons of area 2 cm² and 100 cm². What force on the small piston lifts 5000 N?')).toEqual({ v: '100 N', ok: true });
    expect(answer("Un vérin hydraulique a deux pistons de sections 5 cm² et 200 cm². Quelle force faut-il exercer sur le petit piston pour soulever une charge de 8000 N ?", 'fr')).toEqual({ v: '200 N', ok: true });
  });
});

describe('a body driven against friction', () => {
  it('pushed up a rough incline by a force along it, in both languages', () => {
    expect(answer('A 3 kg block is pushed up a 25° incline with friction coefficient 0.3 by a 40 N force parallel to the incline. Find its acceleration.')).toEqual({ v: '6.52 m/s^2', ok: true });
    expect(answer("Un bloc de 2 kg est poussé vers le haut d'un plan incliné à 20° par une force de 25 N parallèle au plan ; le coefficient de frottement est 0,25. Calculer son accélération.", 'fr')).toEqual({ v: '6.84 m/s^2', ok: true });
    // too weak a push starts no motion up the slope: no acceleration is given
    expect(answer('A 3 kg block is pushed up a 25° incline with friction coefficient 0.3 by a 10 N force parallel to the incline. Find its acceleration.').v).toBeUndefined();
  });
  it('pulled along a level floor at an angle above the horizontal, which lightens the friction', () => {
    expect(answer('A 5 kg box is pulled along a horizontal floor by a 30 N force at 30° above the horizontal. The coefficient of kinetic friction is 0.2. Find the acceleration.')).toEqual({ v: '3.83 m/s^2', ok: true });
  });
  it('pushed up a rough incline by a horizontal force: F cos α along the slope, F sin α pressing into it', () => {
    expect(answer('A 5 kg block is pushed up the incline by a horizontal force of 100 N. The incline makes 30° with the horizontal, μ = 0.2. Acceleration?')).toEqual({ v: '8.72 m/s^2', ok: true });
    expect(answer("Un bloc de 5 kg est poussé vers le haut du plan incliné par une force horizontale de 100 N. Le plan fait 30° avec l'horizontale, μ = 0,2. Accélération ?", 'fr')).toEqual({ v: '8.72 m/s^2', ok: true });
    expect(answer('A 5 kg block is pushed horizontally with 100 N up a 30° incline; μ = 0.2. Find its acceleration.')).toEqual({ v: '8.72 m/s^2', ok: true });
    // the one angle is the force's, not the incline's: not read
    expect(answer('A 5 kg block is pushed up an incline by a 100 N force at 30° above the horizontal, μ = 0.2. Find the acceleration.').v).toBeUndefined();
  });
  it('pushed along a level floor at an angle below the horizontal, which adds to the friction', () => {
    expect(answer('A student pushes a 10 kg box across the floor with a force of 80 N directed downward at 30° with the horizontal, μ = 0.3. What is the acceleration of the box?')).toEqual({ v: '2.79 m/s^2', ok: true });
    expect(answer("Un élève pousse une caisse de 10 kg sur le sol avec une force de 80 N dirigée vers le bas à 30° avec l'horizontale, μ = 0,3. Quelle est l'accélération de la caisse ?", 'fr')).toEqual({ v: '2.79 m/s^2', ok: true });
    expect(answer('A 10 kg box is pushed along a level floor by an 80 N force at 30° below the horizontal, μ = 0.3. Find the acceleration.')).toEqual({ v: '2.79 m/s^2', ok: true });
    // a push whose side of the horizontal is not told: not read
    expect(answer('A student pushes a 10 kg box across the floor with a force of 80 N at 30° with the horizontal, μ = 0.3. What is the acceleration of the box?').v).toBeUndefined();
  });
});

describe('a car round a level bend', () => {
  it('gives the friction the road must give as the centripetal force, in both languages', () => {
    expect(answer('A car of mass 1000 kg goes round a bend of radius 50 m at 15 m/s. What friction force is needed?')).toEqual({ v: '4500 N', ok: true });
    expect(answer('Une voiture de 900 kg aborde un virage plat de rayon 40 m à 54 km/h. Quelle force de frottement doit exercer la route ?', 'fr')).toEqual({ v: '5060 N', ok: true });
  });
  it('gives the least coefficient of friction on a level bend (μ = v²/(gr)), and leaves the friction on a banked bend unread', () => {
    expect(answer('A 1200 kg car takes a flat curve of radius 80 m at 20 m/s. What is the minimum coefficient of friction?')).toEqual({ v: '0.5097', ok: true });
    expect(answer('A 1200 kg car takes a banked curve of radius 80 m at 20 m/s. What friction force acts on it?').v).toBeUndefined();
  });
});


describe('an elastic collision with the second body at rest', () => {
  it('gives the velocity after of the body named, by rank, by a word or by its mass', () => {
    expect(answer('A 0.5 kg ball moving at 4 m/s collides elastically head-on with a stationary 0.5 kg ball. What is the velocity of the second ball after the collision?')).toMatchObject({ v: '4.00 m/s', ok: true });
    expect(answer('A 2 kg cart moving at 3 m/s makes an elastic collision with a 1 kg cart at rest. Find the velocity of the first cart after the collision.')).toMatchObject({ v: '1.00 m/s', ok: true });
    expect(answer('Une bille de 100 g lancée à 2 m/s heurte une bille de 300 g initialement immobile. Le choc est élastique. Quelle est la vitesse de la bille heurtée après le choc ?', 'fr')).toMatchObject({ v: '1.00 m/s', ok: true });
    expect(answer('A 3 kg ball moving at 5 m/s hits a 1 kg ball at rest in a perfectly elastic collision. What is the speed of the 1 kg ball afterwards?')).toMatchObject({ v: '7.50 m/s', ok: true });
  });
  it('leaves a body not named unread, and keeps bodies that stick together', () => {
    expect(answer('A 1 kg ball moving at 6 m/s collides elastically with a 3 kg ball at rest. Find its velocity after the collision.').v).toBeUndefined();
    expect(answer('A 2 kg ball at 4 m/s hits a 2 kg ball at rest and they stick together. Find their common velocity.')).toMatchObject({ v: '2.00 m/s', ok: true });
  });
});

describe('a body sliding from rest down a frictionless incline told by its height', () => {
  it('gives v = √(2gh) at the bottom, in English and French', () => {
    expect(answer('A 2 kg block is released from rest at the top of a frictionless incline 3 m high. Find its speed at the bottom.')).toMatchObject({ v: '7.67 m/s', ok: true });
    expect(answer("Un bloc est lâché sans vitesse initiale au sommet d'un plan incliné lisse de hauteur 1,25 m. Quelle est sa vitesse en bas du plan ?", 'fr')).toMatchObject({ v: '4.95 m/s', ok: true });
  });
  it('leaves an incline told by its length unread here', () => {
    expect(answer('A block slides 5 m down a frictionless incline of length 5 m at 30°, starting from rest. What is its speed at the bottom?').v).toBeUndefined();
  });
});

describe('a body moved up a rough incline at a steady speed', () => {
  it('gives the force along the slope, mg(sin α + μ cos α)', () => {
    expect(answer('A 10 kg box is pushed up a 25° incline with μk = 0.3. What force parallel to the incline is needed to move it at constant speed?')).toMatchObject({ v: '68.1 N', ok: true });
    expect(answer('Quelle force parallèle à la pente faut-il exercer pour faire monter à vitesse constante une caisse de 50 kg sur un plan incliné de 20° ? Le coefficient de frottement vaut 0,2.', 'fr')).toMatchObject({ v: '260 N', ok: true });
    expect(answer('Given $\\mu_k = 0.25$, a 20 kg crate is pulled up a ramp inclined at 15° at a steady speed by a rope parallel to the ramp. Find the pulling force.')).toMatchObject({ v: '98.2 N', ok: true });
  });
  it('leaves a horizontal push unread', () => {
    expect(answer('A 10 kg box is pushed up a 25° incline at constant speed by a horizontal force; μk = 0.3. Find the force.').v).toBeUndefined();
  });
});

describe('the least speed at the top of a vertical loop', () => {
  it('gives v = √(g r), for a track or a string, in English and French', () => {
    expect(answer('What is the minimum speed at the top of a vertical loop of radius 5 m?')).toMatchObject({ v: '7.00 m/s', ok: true });
    expect(answer('Un wagon de montagnes russes parcourt une boucle de rayon 8 m. Quelle est la vitesse minimale au sommet de la boucle ?', 'fr')).toMatchObject({ v: '8.86 m/s', ok: true });
    expect(answer('A bucket of water is swung in a vertical circle on a rope 1.2 m long. What is the minimum speed at the top so the water stays in?')).toMatchObject({ v: '3.43 m/s', ok: true });
    expect(answer('Consider a loop-the-loop with r = 10 m. Find the critical speed at the top.')).toMatchObject({ v: '9.90 m/s', ok: true });
  });
  it('leaves the least speed at the bottom unread', () => {
    expect(answer('A roller coaster enters a loop of radius 5 m. What is the minimum speed at the bottom?').v).toBeUndefined();
  });
});

describe('a body on the point of sliding down an incline, or sliding at a steady speed', () => {
  it('gives μ = tan α', () => {
    expect(answer('What is the minimum coefficient of static friction needed for a block to stay at rest on a 35° incline?')).toEqual({ v: '0.7002', ok: true });
    expect(answer('Un solide glisse à vitesse constante sur un plan incliné de 20°. Quel est le coefficient de frottement ?', 'fr')).toEqual({ v: '0.3640', ok: true });
    expect(answer('A block on an inclined plane just begins to slide when the angle reaches 25°. Find μs.')).toEqual({ v: '0.4663', ok: true });
  });
  it('leaves a slide with no word of balance, or a body pushed, unread', () => {
    expect(answer('A 2 kg block slides down a 30° incline. Find the coefficient of friction.').v).toBeUndefined();
    expect(answer('A block is pushed up a 30° incline at constant speed. Find the coefficient of friction.').v).toBeUndefined();
  });
});

describe('a car over the top of a hump', () => {
  it('gives the greatest speed before leaving the road, v = √(g r)', () => {
    expect(answer('A car travels over a hill of radius 40 m. What is the maximum speed at the top without leaving the road?')).toEqual({ v: '19.8 m/s', ok: true });
    expect(answer('Une voiture franchit une bosse de rayon de courbure 20 m. Quelle vitesse maximale peut-elle avoir au sommet sans décoller ? (g = 9,8 m/s²)', 'fr')).toEqual({ v: '14.0 m/s', ok: true });
    expect(answer('How fast can a 1000 kg car go over a humpback bridge of radius 15 m without losing contact with the road?')).toEqual({ v: '12.1 m/s', ok: true });
  });
  it('leaves another question about the hump unread', () => {
    expect(answer('A car goes over a hill of radius 40 m at 15 m/s. What is the normal force?').v).toBeUndefined();
  });
});

describe('the friction on a body sliding on a rough incline', () => {
  it('gives μ m g cos α, never μ m g', () => {
    expect(answer('A 5 kg block slides down a 37° incline with μk = 0.3. What is the friction force? (g = 9.8)')).toEqual({ v: '11.7 N', ok: true });
    expect(answer('Un bloc de 4 kg glisse sur un plan incliné de 20° ; coefficient de frottement 0,25. Calculer la force de frottement. (g = 9,8 m/s²)', 'fr')).toEqual({ v: '9.21 N', ok: true });
    expect(answer('Given μ_k = 0.2, a 10 kg crate slides down a ramp inclined at 25°. Find the force of friction.')).toEqual({ v: '17.8 N', ok: true });
  });
  it('leaves the static friction on a body at rest unread', () => {
    expect(answer('A 5 kg block rests on a 37° incline with μs = 0.8. What is the friction force? (g = 9.8)').v).toBeUndefined();
  });
});
