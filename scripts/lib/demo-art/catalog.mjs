/**
 * Every demo picture: its file under scripts/demo-assets and the scene drawn into it.
 * A fleet picture's rig adds up to the axle count of its vehicle (checked when drawing).
 */
const DECK = '#2d3436'
const GRAPHITE = '#3b3f45'

/** One rig per fleet vehicle. */
export const FLEET_ART = [
  {
    file: 'fleet/05-axle-lowboy.jpg',
    scene: {
      theme: 'day',
      backdrop: ['mountains', 'hills'],
      rig: { tractor: { color: '#b8322a' }, trailer: { kind: 'lowboy', axles: 2, well: 288, color: DECK }, load: { kind: 'excavator' } },
    },
  },
  {
    file: 'fleet/07-axle-rgn.jpg',
    scene: {
      theme: 'winter',
      backdrop: ['mountains', 'forest'],
      rig: { tractor: { color: '#d35400' }, trailer: { kind: 'rgn', axles: 3, well: 348, color: DECK }, booster: { axles: 1 }, load: { kind: 'bulldozer' } },
    },
  },
  {
    file: 'fleet/09-axle-double-drop.jpg',
    scene: {
      theme: 'overcast',
      backdrop: ['powerline', 'trees'],
      rig: {
        tractor: { color: '#1f5fa8', accent: '#f2c230' },
        jeep: { axles: 2 },
        trailer: { kind: 'double-drop', axles: 3, well: 384, color: GRAPHITE },
        booster: { axles: 1 },
        load: { kind: 'transformer', color: '#7d8b94' },
      },
    },
  },
  {
    file: 'fleet/11-axle-extendable-double-drop.jpg',
    scene: {
      theme: 'desert',
      backdrop: ['mesas'],
      rig: {
        tractor: { color: '#6c3483' },
        jeep: { axles: 3 },
        trailer: { kind: 'double-drop', axles: 3, well: 720, color: DECK },
        booster: { axles: 2 },
        load: { kind: 'vessel', burner: true, diameter: 140 },
      },
    },
  },
  {
    file: 'fleet/13-axle-stretch.jpg',
    scene: {
      theme: 'golden',
      backdrop: ['windfarm', 'hills'],
      rig: {
        tractor: { color: '#1e8449' },
        jeep: { axles: 2 },
        trailer: { kind: 'stretch', axles: 5, deck: 960, color: DECK },
        booster: { axles: 3 },
        load: { kind: 'blade', length: 1250 },
      },
    },
  },
  {
    file: 'fleet/15-axle-perimeter.jpg',
    scene: {
      theme: 'sunset',
      backdrop: ['plant', 'powerline'],
      rig: {
        tractor: { color: '#17324d', accent: '#e67e22' },
        jeep: { axles: 3 },
        trailer: { kind: 'perimeter', axles: 6, frame: 340, color: '#34495e' },
        booster: { axles: 3 },
        load: { kind: 'transformer' },
      },
    },
  },
  {
    file: 'fleet/17-axle-beam.jpg',
    scene: {
      theme: 'dawn',
      backdrop: ['bridge'],
      rig: {
        tractor: { color: '#f0f0f0', accent: '#b8322a' },
        jeep: { axles: 2 },
        trailer: { kind: 'beam', frontAxles: 6, rearAxles: 6, span: 1200, color: GRAPHITE },
        load: { kind: 'girder', length: 1320, color: '#4f7b93' },
      },
    },
  },
  {
    file: 'fleet/19-axle-superload.jpg',
    scene: {
      theme: 'day',
      backdrop: ['port'],
      rig: {
        tractor: { color: '#f1c40f', accent: '#1c1c1c', axles: 4 },
        jeep: { axles: 3 },
        trailer: { kind: 'beam', frontAxles: 6, rearAxles: 6, span: 1500, color: DECK },
        load: { kind: 'vessel', length: 1640, diameter: 160, color: '#e4e0d6' },
      },
    },
  },
  {
    file: 'fleet/06-axle-tri-axle-lowboy.jpg',
    scene: {
      theme: 'overcast',
      backdrop: ['hills', 'trees'],
      rig: { tractor: { color: '#7f8c8d', accent: '#2c3e50' }, trailer: { kind: 'lowboy', axles: 3, well: 312, color: DECK }, load: { kind: 'bulldozer', color: '#d4ac0d' } },
    },
  },
  {
    file: 'fleet/10-axle-hydraulic-double-drop.jpg',
    scene: {
      theme: 'overcast',
      backdrop: ['plant'],
      rig: { tractor: { color: '#922b21' }, jeep: { axles: 2 }, trailer: { kind: 'double-drop', axles: 4, well: 420, color: GRAPHITE }, booster: { axles: 1 } },
    },
  },
]

export const GALLERY_ART = [
  {
    file: 'gallery/01-transformer-substation.jpg',
    scene: {
      theme: 'day',
      backdrop: ['powerline', 'plant'],
      guardrail: true,
      rig: {
        tractor: { color: '#c0392b' },
        jeep: { axles: 3 },
        trailer: { kind: 'perimeter', axles: 6, frame: 340, color: '#2c3e50' },
        booster: { axles: 2 },
        load: { kind: 'transformer', color: '#66877b' },
      },
    },
  },
  {
    file: 'gallery/02-excavator-mountain-pass.jpg',
    scene: {
      theme: 'day',
      backdrop: ['mountains', 'forest'],
      mirrored: true,
      rig: { tractor: { color: '#f4f4f2', accent: '#1f5fa8' }, trailer: { kind: 'rgn', axles: 3, well: 336, color: DECK }, load: { kind: 'excavator', color: '#f2b705' } },
    },
  },
  {
    file: 'gallery/03-wind-blade-prairie.jpg',
    scene: {
      theme: 'golden',
      backdrop: ['windfarm'],
      scale: 0.9,
      rig: {
        tractor: { color: '#1a5276' },
        jeep: { axles: 2 },
        trailer: { kind: 'stretch', axles: 5, deck: 1100, color: DECK },
        load: { kind: 'blade', length: 1500 },
        pilotCar: {},
      },
    },
  },
  {
    file: 'gallery/04-bridge-beam-dawn.jpg',
    scene: {
      theme: 'dawn',
      backdrop: ['hills', 'bridge'],
      scale: 0.85,
      rig: {
        tractor: { color: '#117a65' },
        jeep: { axles: 2 },
        trailer: { kind: 'beam', frontAxles: 5, rearAxles: 5, span: 1300, color: GRAPHITE },
        load: { kind: 'girder', length: 1420, concrete: true },
      },
    },
  },
  {
    file: 'gallery/05-boiler-sunset.jpg',
    scene: {
      theme: 'sunset',
      backdrop: ['mesas'],
      guardrail: true,
      rig: {
        tractor: { color: '#d35400', accent: '#2c2c2c' },
        jeep: { axles: 2 },
        trailer: { kind: 'double-drop', axles: 3, well: 560, color: DECK },
        booster: { axles: 1 },
        load: { kind: 'vessel', burner: true, diameter: 150, color: '#d8dde2' },
      },
    },
  },
  {
    file: 'gallery/06-tractor-at-dusk.jpg',
    scene: { theme: 'sunset', backdrop: ['hills'], scale: 2.3, mirrored: true, rig: { tractor: { color: '#1c2833', accent: '#e67e22', axles: 4 } } },
  },
  {
    file: 'gallery/07-empty-rgn-in-the-yard.jpg',
    scene: { theme: 'overcast', backdrop: ['trees'], scale: 1.35, rig: { tractor: { color: '#2e86c1' }, trailer: { kind: 'rgn', axles: 3, well: 348, color: DECK }, booster: { axles: 1 } } },
  },
  {
    file: 'gallery/08-night-escort.jpg',
    scene: {
      theme: 'night',
      backdrop: ['skyline'],
      guardrail: true,
      rig: {
        tractor: { color: '#f4f4f2', accent: '#b8322a' },
        trailer: { kind: 'lowboy', axles: 3, well: 312, color: DECK },
        load: { kind: 'excavator', color: '#e8a317' },
        pilotCar: { color: '#f7f7f7' },
      },
    },
  },
  {
    file: 'gallery/09-dozer-winter-forest.jpg',
    scene: {
      theme: 'winter',
      backdrop: ['forest'],
      mirrored: true,
      rig: { tractor: { color: '#1e8449' }, trailer: { kind: 'lowboy', axles: 3, well: 312, color: DECK }, load: { kind: 'bulldozer', color: '#f2b705' } },
    },
  },
  {
    file: 'gallery/10-port-pickup.jpg',
    scene: {
      theme: 'day',
      backdrop: ['port'],
      rig: {
        tractor: { color: '#7d3c98' },
        jeep: { axles: 2 },
        trailer: { kind: 'double-drop', axles: 4, well: 384, color: GRAPHITE },
        booster: { axles: 1 },
        load: { kind: 'transformer', color: '#8a9aa5' },
      },
    },
  },
  {
    file: 'gallery/11-stretch-trailer-extended.jpg',
    scene: { theme: 'golden', backdrop: ['hills', 'trees'], rig: { tractor: { color: '#b03a2e' }, trailer: { kind: 'stretch', axles: 4, deck: 1000, color: DECK } } },
  },
  {
    file: 'gallery/12-tri-drive-tractor-and-jeep.jpg',
    scene: { theme: 'desert', backdrop: ['mesas'], scale: 1.6, rig: { tractor: { color: '#f1c40f', accent: '#1c1c1c', axles: 4 }, jeep: { axles: 3 } } },
  },
]

export const ALL_ART = [...FLEET_ART, ...GALLERY_ART]
