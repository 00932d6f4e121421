import Vellum

struct Badge: View {
    var colour: Color
    var body: some View {
        Circle().fill(colour).frame(width: 40, height: 40)
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(colour: .red)
            .previewLayout(.fixed(width: 120, height: 80))
            .previewDisplayName("Badge fixed")
        Badge(colour: .green)
            .previewLayout(.sizeThatFits)
        Badge(colour: .blue)
            .previewDevice("iPhone SE (3rd generation)")
            .previewInterfaceOrientation(.landscapeRight)
    }
}

struct Group_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(colour: .yellow)
            Badge(colour: .black)
        }
        .previewLayout(.fixed(width: 60, height: 50))
    }

    static var platform: PreviewPlatform? { .iOS }
}
